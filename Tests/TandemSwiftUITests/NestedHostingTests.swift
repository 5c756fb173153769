import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// What the nested controllers did, in order.
@MainActor
enum NestingLog {
    static var events: [String] = []
}

/// The innermost SwiftUI content: shows the environment it sees.
struct InnerContent: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Text(
            "\(colorScheme == .dark ? "dark" : "light") \(layoutDirection == .rightToLeft ? "rtl" : "ltr") \(dynamicTypeSize)"
        )
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The inner hosting controller, logging its appearance and containment.
final class InnerHostingController: UIHostingController<InnerContent> {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); NestingLog.events.append("inner.willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); NestingLog.events.append("inner.didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); NestingLog.events.append("inner.willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); NestingLog.events.append("inner.didDisappear")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        NestingLog.events.append("inner.didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A UIKit controller that embeds the inner hosting controller with 10-point insets.
final class MiddleController: UIViewController {
    let inner = InnerHostingController(rootView: InnerContent())

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(inner)
        inner.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inner.view)
        NSLayoutConstraint.activate([
            inner.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            inner.view.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
            inner.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            inner.view.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
        ])
        inner.didMove(toParent: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); NestingLog.events.append("middle.willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); NestingLog.events.append("middle.didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); NestingLog.events.append("middle.willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); NestingLog.events.append("middle.didDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        NestingLog.events.append("middle.willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        NestingLog.events.append("middle.didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// The middle controller as a SwiftUI view.
struct MiddleRepresentable: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MiddleController { MiddleController() }
    func updateUIViewController(_ controller: MiddleController, context: Context) {}
}

final class NestingModel: ObservableObject {
    @Published var shown = true
    @Published var dark = false
}

/// The outer content: a 100-point header above the 300-point middle controller.
struct OuterContent: View {
    @ObservedObject var model: NestingModel

    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            if model.shown {
                MiddleRepresentable()
                    .frame(height: 300)
                    .environment(\.colorScheme, model.dark ? .dark : .light)
            }
            Spacer(minLength: 0)
        }
    }
}

@MainActor
@Suite(.serialized) struct NestedHostingTests {
    private func setUp() throws -> (NestingModel, UIHostingController<OuterContent>, MiddleController, UIWindow) {
        NestingLog.events = []
        let model = NestingModel()
        let (outer, window) = host(OuterContent(model: model), width: 400, height: 800)
        let middle = try #require(outer.children.first as? MiddleController)
        return (model, outer, middle, window)
    }

    @Test func containmentIsAChainOfParents() throws {
        let (_, outer, middle, window) = try setUp()
        defer { window.isHidden = true }
        #expect(outer.children.count == 1)
        #expect(middle.parent === outer)
        #expect(middle.children == [middle.inner])
        #expect(middle.inner.parent === middle)
        #expect(middle.view.window === window)
        #expect(middle.inner.view.window === window)
        #expect(middle.inner.view.isDescendant(of: middle.view))
        #expect(middle.view.isDescendant(of: outer.view))
    }

    @Test func appearanceCallbacksReachEveryLevelOnceAndBalance() throws {
        let (model, _, middle, window) = try setUp()
        defer { window.isHidden = true }
        // C27's order: `addChild` (its automatic `willMove`), the view goes in
        // (the middle controller loads, embedding the inner one), `didMove`.
        #expect(
            NestingLog.events == [
                "middle.willMove(parent)", "inner.didMove(parent)",
                "middle.willAppear", "inner.willAppear", "middle.didMove(parent)",
                "middle.didAppear", "inner.didAppear",
            ])
        NestingLog.events = []
        model.shown = false
        CATransaction.flush()
        #expect(
            NestingLog.events == [
                "middle.willMove(nil)", "middle.willDisappear", "inner.willDisappear",
                "middle.didDisappear", "inner.didDisappear", "middle.didMove(nil)",
            ])
        #expect(middle.parent == nil)
        #expect(middle.view.window == nil)
    }

    @Test func sizesAtEachLevel() throws {
        let (_, outer, middle, window) = try setUp()
        defer { window.isHidden = true }
        #expect(outer.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(window.frame(of: middle.view) == CGRect(x: 0, y: 100, width: 400, height: 300))
        #expect(window.frame(of: middle.inner.view) == CGRect(x: 10, y: 110, width: 380, height: 280))
        let label = try #require(middle.inner.view.labels.first)
        let labelFrame = window.frame(of: label)
        // The inner content is laid out in the inner hosting view, centered.
        #expect(abs(labelFrame.midX - 200) <= 1)
        #expect(abs(labelFrame.midY - 250) <= 1)
        #expect(middle.inner.sizeThatFits(in: CGSize(width: 380, height: 280)) == CGSize(width: 380, height: 280))
    }

    @Test func windowTraitsReachTheInnerEnvironment() throws {
        let (_, outer, middle, window) = try setUp()
        defer { window.isHidden = true }
        #expect(middle.inner.view.labels.first?.text == "light ltr large")
        window.traitOverrides.layoutDirection = .rightToLeft
        window.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        CATransaction.flush()
        #expect(middle.traitCollection.layoutDirection == .rightToLeft)
        #expect(middle.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(middle.inner.view.labels.first?.text == "light rtl xxLarge")
        _ = outer
    }

    @Test func theOuterEnvironmentBecomesTheMiddleControllersTraits() throws {
        let (model, _, middle, window) = try setUp()
        defer { window.isHidden = true }
        model.dark = true
        CATransaction.flush()
        // The window is light; the environment around the representable is dark.
        #expect(window.traitCollection.userInterfaceStyle != .dark)
        #expect(middle.view.traitCollection.userInterfaceStyle == .dark)
        #expect(middle.traitCollection.userInterfaceStyle == .dark)
        #expect(middle.inner.view.labels.first?.text == "dark ltr large")
        model.dark = false
        CATransaction.flush()
        #expect(middle.traitCollection.userInterfaceStyle == .light)
        #expect(middle.inner.view.labels.first?.text == "light ltr large")
    }
}
