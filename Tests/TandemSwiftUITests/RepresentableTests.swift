import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Records representable calls in order.
@MainActor
final class CallLog {
    static var calls: [String] = []
}

final class LoggingCoordinator {
    let id = UUID()
}

struct LoggingField: UIViewRepresentable {
    let name: String
    let text: String

    func makeCoordinator() -> LoggingCoordinator {
        CallLog.calls.append("\(name).coordinator")
        return LoggingCoordinator()
    }

    func makeUIView(context: Context) -> UILabel {
        CallLog.calls.append("\(name).make")
        return UILabel()
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        CallLog.calls.append("\(name).update(\(text))")
        uiView.text = text
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: LoggingCoordinator) {
        CallLog.calls.append("dismantle(\(uiView.text ?? ""))")
    }
}

struct SizedView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: 70, height: proposal.height.map { min($0, 30) } ?? 30)
    }
}

final class RepresentableModel: ObservableObject {
    @Published var text = "one"
    @Published var useFirst = true
}

struct RepresentableHost: View {
    @ObservedObject var model: RepresentableModel

    var body: some View {
        VStack {
            if model.useFirst {
                LoggingField(name: "first", text: model.text)
            } else {
                LoggingField(name: "second", text: model.text)
            }
            SizedView()
        }
    }
}

final class ChildController: UIViewController {
    var appeared = 0
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared += 1
    }
}

struct ControllerRepresentable: UIViewControllerRepresentable {
    let controller: ChildController

    func makeUIViewController(context: Context) -> ChildController { controller }
    func updateUIViewController(_ uiViewController: ChildController, context: Context) {}
}

struct ControllerHost: View {
    @ObservedObject var model: RepresentableModel
    let child: ChildController

    var body: some View {
        VStack {
            if model.useFirst {
                ControllerRepresentable(controller: child).frame(width: 100, height: 100)
            }
        }
    }
}

final class ClassRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct WritingRepresentable: UIViewRepresentable {
    @Binding var count: Int

    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {
        count += 1
    }
}

struct WritingHost: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            WritingRepresentable(count: $count)
        }
    }
}

@MainActor
@Suite(.serialized) struct RepresentableTests {
    @Test func lifecycleRunsCoordinatorMakeUpdateThenUpdatesAndDismantles() throws {
        CallLog.calls = []
        let model = RepresentableModel()
        let (controller, window) = host(RepresentableHost(model: model))
        defer { window.isHidden = true }
        #expect(CallLog.calls == ["first.coordinator", "first.make", "first.update(one)"])
        let label = try #require(controller.view.labels.first)

        // A changed input: update only, same view.
        model.text = "two"
        CATransaction.flush()
        #expect(CallLog.calls.suffix(1) == ["first.update(two)"])
        #expect(controller.view.labels.first === label)

        // An unrelated change of the parent with equal inputs: no update.
        let before = CallLog.calls.count
        model.text = "two"
        CATransaction.flush()
        #expect(CallLog.calls.count == before)

        // A new identity: the old one is dismantled and a new coordinator, make and update follow.
        model.useFirst = false
        CATransaction.flush()
        #expect(
            CallLog.calls.suffix(4) == ["dismantle(two)", "second.coordinator", "second.make", "second.update(two)"])
        #expect(label.superview == nil)
    }

    @Test func sizeThatFitsChoosesTheSizeAndIntrinsicSizeIsTheDefault() throws {
        CallLog.calls = []
        let model = RepresentableModel()
        let (controller, window) = host(RepresentableHost(model: model))
        defer { window.isHidden = true }
        let sized = try #require(controller.view.subviews.first { !($0 is UILabel) })
        #expect(sized.frame.size == CGSize(width: 70, height: 30))
        // Default sizing (spec item 9): a label hugs at 251, below 750, so it takes the offered width.
        let label = try #require(controller.view.labels.first)
        #expect(label.frame.width == controller.view.bounds.width)
    }

    /// Spec item 9: per axis, ideal = the intrinsic length; compression
    /// resistance ≥ 750 keeps it from shrinking, hugging ≥ 750 from growing;
    /// no intrinsic length means flexible from 0.
    @Test func defaultSizingFollowsHuggingAndCompressionResistance() throws {
        struct Hugging: UIViewRepresentable {
            let text: String
            let hugs: Bool
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                if hugs {
                    label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                    label.setContentHuggingPriority(.defaultHigh, for: .vertical)
                }
                return label
            }
            func updateUIView(_ label: UILabel, context: Context) { label.text = text }
        }
        struct Plain: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        let (controller, window) = host(
            VStack(spacing: 0) {
                Hugging(text: "Hugs", hugs: true)
                Hugging(text: "Fills", hugs: false).frame(height: 40)
                ScrollView { Plain() }.frame(height: 100)
            },
            width: 300, height: 400)
        defer { window.isHidden = true }
        CATransaction.flush()
        let hugs = try #require(controller.view.labels.first { $0.text == "Hugs" })
        let fills = try #require(controller.view.labels.first { $0.text == "Fills" })
        #expect(hugs.frame.size == hugs.intrinsicContentSize)
        #expect(fills.frame.width == 300)
        let plain = try #require(
            controller.view.allSubviews.first { type(of: $0) == UIView.self && $0.superview is UIScrollView })
        #expect(plain.frame.height == 0, "no intrinsic height: its ideal is 0 under a scroll view")
        #expect(plain.frame.width == 300)
    }

    @Test func controllerRepresentablesAreChildrenOfTheHostingController() throws {
        let model = RepresentableModel()
        let child = ChildController()
        let (controller, window) = host(ControllerHost(model: model, child: child))
        defer { window.isHidden = true }
        #expect(child.parent === controller)
        #expect(child.view.superview != nil)
        #expect(child.view.frame.size == CGSize(width: 100, height: 100))
        #expect(child.appeared == 1)
        model.useFirst = false
        CATransaction.flush()
        #expect(child.parent == nil)
        #expect(child.view.superview == nil)
    }

    @Test func writingStateInUpdateIsReported() {
        var window: UIWindow?
        let messages = diagnostics {
            window = host(WritingHost()).1
        }
        defer { window?.isHidden = true }
        #expect(
            messages.contains {
                $0.contains("Modifying state during view update") && $0.contains("WritingRepresentable")
            })
    }

    @Test func aClassRepresentableStopsWithSwiftUIsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIHostingController(rootView: ClassRepresentable())
                _ = controller.view.intrinsicContentSize
            }
        }
    }
}
