import Combine
import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

// One test per [S] item of shared/spec/interop-behaviors.md, named by its
// number. Sections A–D are iOS's behaviors; section E's items describe other
// toolkits, and their tests check the Tandem counterpart that
// docs/Interop.md names (or, for item 45, what iOS lacks and Tandem adds);
// items 40, 44 and 45 are the reuse tests in RepresentableReuseTests.swift,
// named by number there.

@MainActor
@Suite(.serialized) struct InteropSpecTests {
    init() {
        SpecLog.events = []
    }

    // MARK: A. UIViewRepresentable

    @Test("A1: makeCoordinator runs before makeUIView; context.coordinator is that instance for the node's lifetime")
    func a1CoordinatorFirstAndKept() {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View { SpecProbe(name: "p", value: model.value) }
        }
        let (_, window) = host(Host(model: model))
        defer { window.isHidden = true }
        model.value = 1
        CATransaction.flush()
        model.value = 2
        CATransaction.flush()
        let calls = SpecLog.events.filter { $0.hasPrefix("p.") }
        #expect(calls.first == "p.coordinator")
        #expect(calls.dropFirst().first?.hasPrefix("p.make") == true)
        let serials = Set(calls.dropFirst().compactMap { $0.split(separator: "c").last })
        #expect(serials.count == 1, "every call after the first gets the same coordinator: \(calls)")
    }

    @Test("A2: makeUIView runs once per identity; later changes go to updateUIView on the same view")
    func a2MakeOnce() throws {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View { SpecProbe(name: "p", value: model.value) }
        }
        let (controller, window) = host(Host(model: model))
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        for value in 1...5 {
            model.value = value
            CATransaction.flush()
        }
        #expect(SpecLog.events.filter { $0.contains(".make") }.count == 1)
        #expect(SpecLog.events.filter { $0.contains(".update") }.count == 6)
        #expect(controller.view.labels.first === label)
        #expect(label.text == "p 5")
    }

    @Test("A3: on first creation the order is coordinator, make, update, then layout")
    func a3FirstOrder() {
        let (_, window) = host(SpecProbe(name: "p"))
        defer { window.isHidden = true }
        #expect(
            Array(SpecLog.events.prefix(4)) == [
                "p.coordinator", "p.make(c\(SpecCoordinator.made))", "p.update(0, c\(SpecCoordinator.made))", "layout",
            ])
    }

    @Test("A4: a changed stored input or observed object updates; a mutated plain reference does not")
    func a4UpdateTriggers() {
        let model = SpecModel()
        let plain = SpecPlainBox()
        let (_, window) = host(ObservingProbe(model: model, plain: plain))
        defer { window.isHidden = true }
        #expect(SpecLog.events == ["update(model 0, plain 0)"])
        model.value = 1
        CATransaction.flush()
        #expect(SpecLog.events.last == "update(model 1, plain 0)")
        plain.value = 7
        CATransaction.flush()
        #expect(SpecLog.events.count == 2, "a plain reference is not observed")
        model.value = 2
        CATransaction.flush()
        #expect(SpecLog.events.last == "update(model 2, plain 7)")
    }

    @Test("A4: an environment change updates a representable exactly when a value it read changed")
    func a4EnvironmentReads() throws {
        let inputs = EnvironmentInputs()
        let (controller, window) = host(EnvironmentInputsHost(inputs: inputs))
        defer { window.isHidden = true }
        #expect(SpecLog.events == ["update(enabled true)"])
        inputs.greeting = "bonjour"
        CATransaction.flush()
        #expect(SpecLog.events.count == 1, "a key it never read: no update")
        inputs.disabled = true
        CATransaction.flush()
        #expect(SpecLog.events.last == "update(enabled false)")
        // The color scheme becomes the view's trait, so it counts as read.
        inputs.dark = true
        CATransaction.flush()
        #expect(SpecLog.events.count == 3)
        let label = try #require(controller.view.labels.first)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("A5: dismantle is static, runs in anticipation of removal, and gets () when Coordinator is Void")
    func a5StaticDismantle() throws {
        struct VoidProbe: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel { UILabel() }
            func updateUIView(_ uiView: UILabel, context: Context) {}
            static func dismantleUIView(_ uiView: UILabel, coordinator: ()) {
                SpecLog.events.append("dismantle(in window: \(uiView.window != nil))")
            }
        }
        /// No dismantle: the default does nothing.
        struct QuietProbe: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View {
                if model.flag {
                    VoidProbe()
                    QuietProbe()
                }
            }
        }
        let (controller, window) = host(Host(model: model))
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        model.flag = false
        CATransaction.flush()
        #expect(SpecLog.events == ["dismantle(in window: true)"], "dismantled while still shown, before removal")
        #expect(label.superview == nil)
    }

    @Test(
        "A6: a changed .id, if/else branch or ForEach id tears the old node down; state resets",
        arguments: ["id", "branch", "forEach"])
    func a6IdentityChanges(kind: String) {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            let kind: String
            var body: some View {
                VStack {
                    switch kind {
                    case "id":
                        SpecCounter(name: "n").id(model.identity)
                    case "branch":
                        if model.flag { SpecCounter(name: "n") } else { SpecCounter(name: "n") }
                    default:
                        ForEach(model.ids.prefix(1), id: \.self) { _ in SpecCounter(name: "n") }
                    }
                }
            }
        }
        let (_, window) = host(Host(model: model, kind: kind))
        defer { window.isHidden = true }
        let firstObject = SpecStateObject.made
        // Give the first identity some state, then change identity.
        SpecLog.events = []
        switch kind {
        case "id": model.identity = 1
        case "branch": model.flag = false
        default: model.ids = [9]
        }
        CATransaction.flush()
        let coordinator = SpecCoordinator.made
        #expect(SpecLog.events.contains { $0.hasPrefix("dismantle(n 0, c\(coordinator - 1))") })
        #expect(SpecLog.events.contains("n.coordinator"))
        #expect(SpecLog.events.contains("n.make(c\(coordinator))"))
        #expect(SpecLog.events.contains("n.update(0, c\(coordinator))"))
        #expect(
            SpecLog.events.contains("n.body(count 0, object \(firstObject + 1))"),
            "a fresh @StateObject: \(SpecLog.events)")
        // Tandem's order for the [U] part: the old node is dismantled before the new one is made.
        let dismantle = SpecLog.events.firstIndex { $0.hasPrefix("dismantle") }
        let make = SpecLog.events.firstIndex { $0.hasPrefix("n.make") }
        #expect(dismantle != nil && make != nil && dismantle! < make!)
    }

    @Test("A7: sizeThatFits may see several proposals; one answer becomes the size; nil uses the default")
    func a7SizeThatFits() throws {
        let (controller, window) = host(
            HStack(spacing: 0) {
                ProposalProbe(answers: true)
                Color.red
            },
            width: 300, height: 200)
        defer { window.isHidden = true }
        let proposals = SpecLog.events.filter { $0.hasPrefix("proposal") }
        #expect(!proposals.isEmpty)
        let probe = try #require(controller.view.labels.first)
        #expect(probe.frame.height == 30)
        #expect(probe.frame.width <= 120 && probe.frame.width > 0)
        // nil: the default sizing of item 9.
        SpecLog.events = []
        let (fallbackController, fallbackWindow) = host(
            VStack { ProposalProbe(answers: false) }, width: 300, height: 200)
        defer { fallbackWindow.isHidden = true }
        let fallback = try #require(fallbackController.view.labels.first)
        // A label hugs at 251 on both axes, below 750: flexible, it takes the whole proposal.
        #expect(fallback.frame.size == CGSize(width: 300, height: 200))
    }

    @Test("A8: a nil proposal dimension asks for the ideal size; replacingUnspecifiedDimensions defaults to 10×10")
    func a8NilProposal() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(
            ProposedViewSize(width: 40, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 40, height: 10))
        let (_, window) = host(ScrollView { ProposalProbe(answers: true) }, width: 300, height: 200)
        defer { window.isHidden = true }
        #expect(
            SpecLog.events.contains("proposal(300, nil)"),
            "a vertical scroll view asks for the ideal height: \(SpecLog.events)")
    }

    @Test(
        "A11: context gives the coordinator, the transaction of the change and the environment; animate runs the changes"
    )
    func a11Context() {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View { ContextProbe(value: model.value).disabled(model.flag == false) }
        }
        let (_, window) = host(Host(model: model))
        defer { window.isHidden = true }
        #expect(SpecLog.events == ["update(0, animated false, enabled true)", "changes", "completion"])
        withAnimation(.easeInOut) { model.value = 1 }
        CATransaction.flush()
        #expect(SpecLog.events.suffix(3) == ["update(1, animated true, enabled true)", "changes", "completion"])
        model.flag = false
        model.value = 2
        CATransaction.flush()
        #expect(SpecLog.events.suffix(3) == ["update(2, animated false, enabled false)", "changes", "completion"])
        // A binding that carries an animation writes in its transaction too.
        let binding = Binding(get: { model.value }, set: { model.value = $0 }).animation()
        binding.wrappedValue = 3
        CATransaction.flush()
        #expect(SpecLog.events.suffix(3).first == "update(3, animated true, enabled false)")
    }

    @Test("A12: SwiftUI owns the hosted view's frame, bounds, center and transform")
    func a12FrameIsSwiftUIs() throws {
        let (controller, window) = host(
            VStack { FrameTakingProbe().frame(width: 100, height: 40) }, width: 300, height: 200)
        defer { window.isHidden = true }
        let view = try #require(controller.view.allSubviews.first { type(of: $0) == UIView.self })
        #expect(view.frame.size == CGSize(width: 100, height: 40))
        #expect(view.frame.origin == CGPoint(x: 100, y: 80))
        #expect(view.transform == .identity)
    }

    @Test(
        "A14: writing state in make, update or sizeThatFits is reported and applied in the next pass",
        arguments: [SpecWritePlace.make, .update, .sizeThatFits])
    func a14WritesDuringUpdate(place: SpecWritePlace) {
        var window: UIWindow?
        var controller: UIHostingController<StateWritingHost>?
        let messages = diagnostics {
            (controller, window) = host(StateWritingHost(place: place))
            CATransaction.flush()
        }
        defer { window?.isHidden = true }
        #expect(
            messages.contains { $0.contains("Modifying state during view update") && $0.contains("StateWritingProbe") },
            "\(messages)")
        #expect(controller?.view.labels.first?.text == "count 1", "the write lands after the pass that made it")
    }

    // MARK: B. UIViewControllerRepresentable

    @Test(
        "B16: the controller twin: coordinator, make once, update, static dismantle, sizeThatFits(_:uiViewController:context:)"
    )
    func b16ControllerContract() throws {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View {
                VStack {
                    if model.flag { ControllerProbe(value: model.value) }
                }
            }
        }
        let (controller, window) = host(Host(model: model))
        defer { window.isHidden = true }
        let child = try #require(controller.children.first as? SpecController)
        #expect(child.view.frame.size == CGSize(width: 150, height: 60))
        model.value = 1
        CATransaction.flush()
        model.flag = false
        CATransaction.flush()
        let calls = SpecLog.events.filter { $0.hasPrefix("vc.") }
        let serial = SpecCoordinator.made
        #expect(
            calls == [
                "vc.coordinator", "vc.make(c\(serial))", "vc.update(0)", "vc.update(1)", "vc.dismantle(c\(serial))",
            ])
        #expect(controller.children.isEmpty)
        #expect(child.view.superview == nil)
    }

    @Test(
        "B17 [U]: the wrapped controller becomes a child of the hosting controller with addChild, its view, didMove; appearance follows"
    )
    func b17ChildContainment() throws {
        let (controller, window) = host(VStack { ControllerProbe(value: 0) })
        defer { window.isHidden = true }
        let child = try #require(controller.children.first as? SpecController)
        let order = SpecLog.events.filter { $0.hasPrefix("child.") }
        // addChild (willMove), the view enters the window (viewWillAppear),
        // didMove, then viewDidAppear when the insertion is committed.
        #expect(
            order == ["child.willMove(parent)", "child.viewWillAppear", "child.didMove(parent)", "child.viewDidAppear"])
        #expect(child.view.isDescendant(of: controller.view))
    }

    @Test("B18 [U]: a wrapped controller's appearance callbacks stay balanced through insertion and removal")
    func b18BalancedAppearance() {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View {
                VStack { if model.flag { ControllerProbe(value: 0) } }
            }
        }
        let (_, window) = host(Host(model: model))
        defer { window.isHidden = true }
        model.flag = false
        CATransaction.flush()
        let appearance = SpecLog.events.filter { $0.hasPrefix("child.view") }
        #expect(
            appearance == [
                "child.viewWillAppear", "child.viewDidAppear", "child.viewWillDisappear", "child.viewDidDisappear",
            ])
        let containment = SpecLog.events.filter { $0.hasPrefix("child.") && $0.contains("Move") }
        #expect(
            containment == [
                "child.willMove(parent)", "child.didMove(parent)", "child.willMove(nil)", "child.didMove(nil)",
            ])
    }

    @Test("B18 [U]: a wrapped controller covered by a navigation push disappears, and appears again on pop, balanced")
    func b18NavigationAppearance() throws {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        ControllerProbe(value: 0)
                        NavigationLink("Next") { Text("Detail") }
                    }
                }
            }
        }
        let (hosting, window) = host(Screen())
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let appeared = SpecLog.events.filter { $0.hasPrefix("child.view") }
        #expect(appeared == ["child.viewWillAppear", "child.viewDidAppear"])
        SpecLog.events = []
        window.synthesizeTap(at: try #require(window.centerOfLabel("Next")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
        #expect(
            SpecLog.events.filter { $0.hasPrefix("child.view") } == [
                "child.viewWillDisappear", "child.viewDidDisappear",
            ])
        SpecLog.events = []
        window.synthesizeTap(at: try #require(navigation.backButtonCenter))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(
            SpecLog.events.filter { $0.hasPrefix("child.view") } == ["child.viewWillAppear", "child.viewDidAppear"])
        #expect(
            SpecLog.events.filter { $0.contains("Move") }.isEmpty, "covering a screen keeps its children where they are"
        )
    }

    @Test(
        "B19 [U]: the wrapped controller's preferredContentSize is not consulted; without sizeThatFits it fills the proposal"
    )
    func b19PreferredContentSizeIgnored() throws {
        struct Preferring: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController {
                let controller = UIViewController()
                controller.preferredContentSize = CGSize(width: 50, height: 50)
                return controller
            }
            func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        }
        let (controller, window) = host(Preferring(), width: 300, height: 400)
        defer { window.isHidden = true }
        let child = try #require(controller.children.first)
        #expect(child.view.frame.size == CGSize(width: 300, height: 400))
    }

    @Test("B20 [U]: a wrapped controller gets no extra safe-area insets: UIKit computes them from where its view sits")
    func b20NoExtraSafeAreaInsets() throws {
        /// Fills what it is offered (no `sizeThatFits`).
        struct Filling: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> SpecController { SpecController(name: "child") }
            func updateUIViewController(_ uiViewController: SpecController, context: Context) {}
        }
        struct Screen: View {
            let ignores: Bool
            var body: some View {
                if ignores {
                    Filling().ignoresSafeArea()
                } else {
                    Filling()
                }
            }
        }
        for ignores in [false, true] {
            let hosting = UIHostingController(rootView: Screen(ignores: ignores))
            hosting.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
            let window = makeWindow(width: 300, height: 400, root: hosting)
            defer { window.isHidden = true }
            let child = try #require(hosting.children.first as? SpecController)
            let frame = child.view.convert(child.view.bounds, to: hosting.view)
            if ignores {
                #expect(frame.minY == 0)
                #expect(child.view.safeAreaInsets.top == 40, "it overlaps the inset region by 40 points")
            } else {
                #expect(frame.minY >= 40)
                #expect(child.view.safeAreaInsets == .zero, "inside the safe area: nothing added")
            }
        }
    }

    @Test("C22 [U]: setting rootView updates the same graph; the size is current after layoutIfNeeded")
    func c22RootViewSameGraph() throws {
        struct Sized: View {
            let width: CGFloat
            @State var taps = 0
            var body: some View {
                SpecLog.events.append("taps \(taps)")
                return Color.red.frame(width: width, height: 10)
            }
        }
        let hosting = UIHostingController(rootView: Sized(width: 40))
        hosting.sizingOptions = .intrinsicContentSize
        hosting.view.layoutIfNeeded()
        #expect(hosting.view.intrinsicContentSize.width == 40)
        hosting.rootView = Sized(width: 90)
        hosting.view.layoutIfNeeded()
        #expect(hosting.view.intrinsicContentSize.width == 90, "read right after layoutIfNeeded, not stale")
        #expect(SpecLog.events == ["taps 0", "taps 0"])
    }

    // MARK: C. UIHostingController and UIHostingConfiguration

    @Test("C21: init(rootView:), rootView read and set; presented or embedded as a child")
    func c21HostingBasics() throws {
        let hosting = UIHostingController(rootView: Text("First"))
        #expect(String(describing: hosting.rootView).contains("First"))
        let parent = UIViewController()
        let window = makeWindow(width: 300, height: 300, root: parent)
        defer { window.isHidden = true }
        parent.addChild(hosting)
        parent.view.addSubview(hosting.view)
        hosting.view.frame = parent.view.bounds
        hosting.didMove(toParent: parent)
        CATransaction.flush()
        #expect(hosting.view.labels.first?.text == "First")
        hosting.rootView = Text("Second")
        hosting.view.layoutIfNeeded()
        #expect(hosting.view.labels.first?.text == "Second")
        // Presented.
        let presented = UIHostingController(rootView: Text("Sheet"))
        parent.present(presented, animated: false)
        CATransaction.flush()
        #expect(parent.presentedViewController === presented)
        #expect(presented.view.window === window)
        #expect(presented.view.labels.first?.text == "Sheet")
    }

    @Test("C23: sizingOptions defaults to []; .intrinsicContentSize and .preferredContentSize follow the ideal size")
    func c23SizingOptions() {
        let model = SpecModel()
        struct Box: View {
            @ObservedObject var model: SpecModel
            var body: some View { Color.blue.frame(width: 50 + CGFloat(model.value) * 10, height: 20) }
        }
        let hosting = UIHostingController(rootView: Box(model: model))
        #expect(hosting.sizingOptions == [])
        hosting.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
        hosting.view.layoutIfNeeded()
        #expect(hosting.view.intrinsicContentSize == CGSize(width: 50, height: 20))
        #expect(hosting.preferredContentSize == CGSize(width: 50, height: 20))
        model.value = 3
        hosting.view.layoutIfNeeded()
        #expect(hosting.view.intrinsicContentSize == CGSize(width: 80, height: 20))
        #expect(hosting.preferredContentSize == CGSize(width: 80, height: 20))
    }

    @Test("C25: sizeThatFits(in:) returns the root view's best fit")
    func c25SizeThatFits() {
        let hosting = UIHostingController(
            rootView: Color.red.frame(
                minWidth: 40, idealWidth: 120, maxWidth: 200, minHeight: 30, idealHeight: 30, maxHeight: 30))
        #expect(hosting.sizeThatFits(in: CGSize(width: 150, height: 500)) == CGSize(width: 150, height: 30))
        #expect(hosting.sizeThatFits(in: CGSize(width: 10, height: 500)) == CGSize(width: 40, height: 30))
        #expect(
            hosting.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
                == CGSize(width: 120, height: 30))
    }

    @Test("C26: safeAreaRegions defaults to .all; a removed region is left out of SwiftUI layout")
    func c26SafeAreaRegions() throws {
        let hosting = UIHostingController(rootView: Color.green)
        #expect(hosting.safeAreaRegions == .all)
        hosting.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        let window = makeWindow(width: 200, height: 300, root: hosting)
        defer { window.isHidden = true }
        let color = try #require(hosting.view.subviews.first)
        #expect(color.frame == CGRect(x: 0, y: 40, width: 200, height: 240))
        hosting.safeAreaRegions = []
        hosting.view.layoutIfNeeded()
        #expect(color.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test("C27: containment order for a hosting controller: addChild (willMove), the view, didMove; and the reverse")
    func c27ContainmentOrder() {
        let parent = UIViewController()
        let window = makeWindow(width: 300, height: 300, root: parent)
        defer { window.isHidden = true }
        let hosting = LoggingHostingController(rootView: Text("Child"))
        parent.addChild(hosting)
        SpecLog.events.append("addSubview")
        parent.view.addSubview(hosting.view)
        hosting.didMove(toParent: parent)
        #expect(SpecLog.events == ["hosting.willMove(parent)", "addSubview", "hosting.didMove(parent)"])
        #expect(hosting.parent === parent)
        CATransaction.flush()
        // Traits flow to the content through containment.
        parent.traitOverrides.userInterfaceStyle = .dark
        CATransaction.flush()
        #expect(hosting.traitCollection.userInterfaceStyle == .dark)
        SpecLog.events = []
        hosting.willMove(toParent: nil)
        SpecLog.events.append("removeFromSuperview")
        hosting.view.removeFromSuperview()
        hosting.removeFromParent()
        #expect(
            SpecLog.events == [
                "hosting.willMove(nil)", "removeFromSuperview", "hosting.removeFromParent", "hosting.didMove(nil)",
            ])
        #expect(parent.children.isEmpty)
    }

    @Test("C29: UIHostingConfiguration is a cell's content configuration with background, margins and minSize")
    func c29HostingConfiguration() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = HostingConfigurationSource()
        table.dataSource = source
        let root = UIViewController()
        let window = makeWindow(width: 320, height: 300, root: root)
        defer { window.isHidden = true }
        table.frame = root.view.bounds
        root.view.addSubview(table)
        CATransaction.flush()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // minSize raises the row above 20 + 2 × 8; the row adds its separator, as on iOS.
        #expect(cell.frame.height == CGFloat(91), "\(cell.frame)")
        let image = window.tandemSnapshot()
        #expect(image.pixel(300, 5) == RGBA(0, 0, 255, 255), "the background fills the cell")
        #expect(image.pixel(10, 45) == RGBA(255, 0, 0, 255), "the content is inset by the 8-point margin")
        #expect(image.pixel(4, 45) == RGBA(0, 0, 255, 255), "outside the margin is background")
        #expect(image.pixel(60, 45) == RGBA(0, 0, 255, 255), "the content is 50 wide")
    }

    // MARK: D. Observation and data flow

    @Test("D30: objectWillChange fires before a @Published property changes")
    func d30ObjectWillChange() {
        final class Contact: ObservableObject {
            @Published var age = 24
        }
        let john = Contact()
        var log: [String] = []
        let cancellable = john.objectWillChange.sink { _ in log.append("\(john.age) will change") }
        john.age += 1
        log.append("\(john.age)")
        cancellable.cancel()
        #expect(log == ["24 will change", "25"])
    }

    @Test("D31: @Published publishes in willSet: subscribers get the new value before it is stored")
    func d31PublishedWillSet() {
        let model = SpecModel()
        var seen: [String] = []
        let cancellable = model.$value.sink { new in seen.append("new \(new), stored \(model.value)") }
        model.value = 5
        cancellable.cancel()
        #expect(seen == ["new 0, stored 0", "new 5, stored 0"])
    }

    @Test("D32: @StateObject's autoclosure runs once per identity; @State is initialised once per container")
    func d32StateObjectOnce() {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View {
                VStack {
                    Text("\(model.value)")
                    SpecCounter(name: "kept").id(model.identity)
                }
            }
        }
        let (_, window) = host(Host(model: model))
        defer { window.isHidden = true }
        let made = SpecStateObject.made
        for value in 1...3 {
            model.value = value
            CATransaction.flush()
        }
        #expect(SpecStateObject.made == made, "re-rendering the parent does not run the autoclosure again")
        model.identity = 1
        CATransaction.flush()
        #expect(SpecStateObject.made == made + 1, "a new identity does")
    }

    @Test("D33: @ObservedObject does not own its object")
    func d33ObservedObjectDoesNotOwn() {
        weak var weakModel: SpecModel?
        var window: UIWindow?
        var hosting: UIHostingController<ObservingProbe>?
        do {
            let model = SpecModel()
            weakModel = model
            (hosting, window) = host(ObservingProbe(model: model, plain: SpecPlainBox()))
            // The view value holds the object (as the struct's stored property), so replace it.
            hosting?.rootView = ObservingProbe(model: SpecModel(), plain: SpecPlainBox())
            hosting?.view.layoutIfNeeded()
        }
        defer { window?.isHidden = true }
        #expect(weakModel == nil, "the graph keeps no reference of its own to an observed object")
    }

    @Test("D34: $vm.event.name is a Binding through ObservedObject.Wrapper's dynamic member, projecting further")
    func d34ProjectedBinding() throws {
        let model = SpecEventModel()
        let (controller, window) = host(SpecEventView(viewModel: model))
        defer { window.isHidden = true }
        let binding = try #require(SpecEventView.nameBinding)
        binding.wrappedValue = "Keynote"
        #expect(model.event.name == "Keynote")
        CATransaction.flush()
        let field = try #require(controller.view.allSubviews.compactMap { $0 as? UITextField }.first)
        #expect(field.text == "Keynote")
        model.event.name = "Demo"
        CATransaction.flush()
        #expect(field.text == "Demo")
    }

    @Test("D35: Binding(get:set:) and its (Value, Transaction) setter")
    func d35BindingInitializers() {
        var stored = 1
        var transactions: [Bool] = []
        let plain = Binding(get: { stored }, set: { stored = $0 })
        plain.wrappedValue = 2
        #expect(stored == 2)
        let withTransaction = Binding(
            get: { stored },
            set: { value, transaction in
                stored = value
                transactions.append(transaction.animation != nil)
            })
        withTransaction.wrappedValue = 3
        withTransaction.animation(.linear).wrappedValue = 4
        #expect(stored == 4)
        #expect(transactions == [false, true])
    }

    @Test("D36: an EnvironmentKey's default is used until set; keys are EnvironmentValues properties")
    func d36EnvironmentKeyDefault() {
        let (_, window) = host(
            VStack {
                EnvironmentReader(name: "plain")
                EnvironmentReader(name: "set").environment(\.specGreeting, "bonjour")
            })
        defer { window.isHidden = true }
        #expect(SpecLog.events.contains("plain: hello, enabled true"))
        #expect(SpecLog.events.contains("set: bonjour, enabled true"))
    }

    @Test("D37: isEnabled defaults to true; an outer .disabled(true) wins over an inner .disabled(false)")
    func d37IsEnabled() {
        let (_, window) = host(
            VStack {
                EnvironmentReader(name: "default")
                VStack { EnvironmentReader(name: "inner").disabled(false) }.disabled(true)
            })
        defer { window.isHidden = true }
        #expect(SpecLog.events.contains("default: hello, enabled true"))
        #expect(SpecLog.events.contains("inner: hello, enabled false"))
    }

    // MARK: F. Common real-world bugs

    @Test("F52: Tandem's TextEditor and TextField never move the caret on an equal assignment")
    func f52TextInputGuard() throws {
        let model = NotesModel()
        let (controller, window) = host(NotesEditor(model: model), width: 320, height: 400)
        defer { window.isHidden = true }
        let textView = try #require(controller.view.allSubviews.first { $0 is UITextView } as? UITextView)
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 5, length: 0)
        textView.insertText(",")
        CATransaction.flush()
        #expect(model.text == "Hello, world")
        // The echo of the typed text, and an unrelated re-render, keep the caret where the user left it.
        textView.selectedRange = NSRange(location: 3, length: 2)
        model.text = "Hello, world"
        model.revision += 1
        CATransaction.flush()
        #expect(textView.selectedRange == NSRange(location: 3, length: 2))
        // A different text from the model is shown.
        model.text = "Bye"
        CATransaction.flush()
        #expect(textView.text == "Bye")
    }

    // MARK: E. Other toolkits' contracts, and their Tandem counterparts

    @Test(
        "E39: like AndroidView's factory, make runs exactly once (on the main actor); update right after and on every change"
    )
    func e39FactoryOnceUpdateAfter() {
        let model = SpecModel()
        struct Host: View {
            @ObservedObject var model: SpecModel
            var body: some View { SpecProbe(name: "p", value: model.value) }
        }
        let (_, window) = host(Host(model: model))
        defer { window.isHidden = true }
        model.value = 1
        CATransaction.flush()
        let calls = SpecLog.events.filter { $0.hasPrefix("p.make") || $0.hasPrefix("p.update") }.map { $0.prefix(8) }
        #expect(calls == ["p.make(c", "p.update", "p.update"])
    }

    @Test(
        "E41: a hosted UIKit view is not clipped by SwiftUI, and a hosted scroll view scrolls inside a SwiftUI ScrollView"
    )
    func e41NoClipNestedScroll() throws {
        struct Inner: UIViewRepresentable {
            func makeUIView(context: Context) -> UIScrollView {
                let scroll = UIScrollView()
                scroll.contentSize = CGSize(width: 100, height: 1000)
                return scroll
            }
            func updateUIView(_ uiView: UIScrollView, context: Context) {}
        }
        let (controller, window) = host(ScrollView { Inner().frame(height: 200) }, width: 100, height: 300)
        defer { window.isHidden = true }
        let scrolls = controller.view.allSubviews.compactMap { $0 as? UIScrollView }
        let inner = try #require(scrolls.first { $0.contentSize.height == 1000 })
        let outer = try #require(scrolls.first { $0 !== inner })
        #expect(inner.superview === outer, "no wrapper between the SwiftUI scroll view and the hosted one")
        #expect(!controller.view.clipsToBounds, "the hosting view does not clip")
        inner.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(inner.contentOffset.y == 300)
    }

    @Test("E42: the disposal strategy: a hosting controller's content is dismantled once when the controller goes away")
    func e42DisposalWithHost() {
        do {
            let hosting = UIHostingController(rootView: SpecProbe(name: "p"))
            hosting.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            hosting.view.layoutIfNeeded()
        }
        #expect(SpecLog.events.filter { $0.hasPrefix("dismantle") }.count == 1)
    }

    @Test("E43: like Flutter's factory, each identity's make returns its own new view")
    func e43NewViewPerIdentity() {
        let (controller, window) = host(
            VStack {
                SpecProbe(name: "a")
                SpecProbe(name: "b")
            })
        defer { window.isHidden = true }
        let labels = controller.view.labels
        #expect(labels.count == 2)
        #expect(labels[0] !== labels[1])
        #expect(Set(labels.map(\.text)) == ["a 0", "b 0"])
    }
}
