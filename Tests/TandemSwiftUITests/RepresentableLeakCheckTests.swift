import Combine
import Foundation
import SwiftUI
import Testing
import TandemTestSupport

final class SinkCoordinator {
    var cancellable: AnyCancellable?
    var received = 0
}

/// Subscribes its coordinator to `subject`: strongly (the classic leak,
/// spec item 51) or weakly.
struct SinkView: UIViewRepresentable {
    let subject: PassthroughSubject<Int, Never>
    let capturesStrongly: Bool

    func makeCoordinator() -> SinkCoordinator { SinkCoordinator() }

    func makeUIView(context: Context) -> UIView {
        let coordinator = context.coordinator
        if capturesStrongly {
            coordinator.cancellable = subject.sink { _ in coordinator.received += 1 }
        } else {
            coordinator.cancellable = subject.sink { [weak coordinator] _ in coordinator?.received += 1 }
        }
        return UIView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

final class LeakSwitch: ObservableObject {
    @Published var shown = true
}

struct LeakHost: View {
    @ObservedObject var state: LeakSwitch
    let capturesStrongly: Bool
    let subject: PassthroughSubject<Int, Never>

    var body: some View {
        VStack {
            if state.shown { SinkView(subject: subject, capturesStrongly: capturesStrongly) }
            Text("below")
        }
    }
}

@MainActor
struct RepresentableLeakCheckTests {
    /// Shows the sink view, removes it, and runs the commit the leak check waits for.
    private func dismantleSinkView(capturesStrongly: Bool) -> (RepresentableTrace, [String]) {
        let trace = RepresentableTrace()
        let state = LeakSwitch()
        let subject = PassthroughSubject<Int, Never>()
        let (controller, window) = host(
            LeakHost(state: state, capturesStrongly: capturesStrongly, subject: subject).representableTrace(trace))
        defer { window.isHidden = true }
        let lines = diagnostics {
            state.shown = false
            controller.view.layoutIfNeeded()
            CATransaction.flush()
        }
        return (trace, lines)
    }

    @Test func isOnInDebugBuilds() {
        #expect(RepresentableLeakCheck.isEnabled == _isDebugAssertConfiguration())
    }

    @Test func aCoordinatorCapturedByASinkIsReported() throws {
        let (trace, lines) = dismantleSinkView(capturesStrongly: true)
        #expect(trace.events.map(\.kind).suffix(2) == [.dismantle, .leak])
        let leak = try #require(trace.events(.leak).first)
        #expect(leak.representable == "SinkView")
        let detail = try #require(leak.detail)
        #expect(detail.contains("the coordinator") && detail.contains("SinkCoordinator is still alive"))
        #expect(detail.contains("sink"))
        // The view itself went.
        #expect(!detail.contains("the view "))
        #expect(lines.contains { $0.contains("leak check: SinkView") && $0.contains("SinkCoordinator") })
    }

    @Test func aWeaklyCapturedCoordinatorIsNotReported() {
        let (trace, lines) = dismantleSinkView(capturesStrongly: false)
        #expect(trace.events(.dismantle).count == 1)
        #expect(trace.events(.leak).isEmpty)
        #expect(!lines.contains { $0.contains("leak check: SinkView") })
    }

    @Test func aViewKeptElsewhereIsReported() throws {
        let trace = RepresentableTrace()
        let model = RepresentableModel()
        let (controller, window) = host(RepresentableHost(model: model).representableTrace(trace))
        defer { window.isHidden = true }
        let kept = controller.view.labels.first
        model.useFirst = false
        controller.view.layoutIfNeeded()
        CATransaction.flush()
        let leak = try #require(trace.events(.leak).first)
        #expect(leak.detail?.contains("the view TandemUIKit.UILabel is still alive") == true)
        #expect(kept != nil)
    }
}
