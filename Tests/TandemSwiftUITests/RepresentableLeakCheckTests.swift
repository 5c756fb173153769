import Combine
import Foundation
import SwiftUI
import TandemSupport
import TandemTestSupport
import TandemUIKit
import Testing

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

    @Test func aViewKeptElsewhereIsReported() async throws {
        let trace = RepresentableTrace()
        let model = RepresentableModel()
        let (controller, window) = host(RepresentableHost(model: model).representableTrace(trace))
        defer { window.isHidden = true }
        let kept = controller.view.labels.first
        model.useFirst = false
        controller.view.layoutIfNeeded()
        CATransaction.flush()
        // A view out of the hierarchy is judged after the main queue's waiting blocks.
        #expect(trace.events(.leak).isEmpty)
        await mainQueueTurn()
        let leak = try #require(trace.events(.leak).first)
        #expect(leak.detail?.contains("the view TandemUIKit.UILabel is still alive") == true)
        #expect(kept != nil)
    }
}

/// A navigation stack (or view) shown until the switch turns it off.
private struct NavigationLeakHost: View {
    @ObservedObject var state: LeakSwitch
    let usesNavigationView: Bool

    var body: some View {
        VStack {
            if state.shown {
                if usesNavigationView {
                    NavigationView { NavigationLink("Next") { Text("Pushed") }.navigationTitle("Root") }
                } else {
                    NavigationStack { NavigationLink("Next") { Text("Pushed") }.navigationTitle("Root") }
                }
            }
            Text("below")
        }
    }
}

extension RepresentableLeakCheckTests {
    /// Tandem's own navigation stacks go when they are dismantled, pushed screens and all.
    @Test(arguments: [false, true])
    func aNavigationStackTornDownLeavesNothingAlive(usesNavigationView: Bool) throws {
        let trace = RepresentableTrace()
        let state = LeakSwitch()
        let (controller, window) = host(
            NavigationLeakHost(state: state, usesNavigationView: usesNavigationView).representableTrace(trace))
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Next")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(window.label("Pushed") != nil)
        weak let navigation = controller.children.first as? UINavigationController
        #expect(navigation != nil)
        let lines = diagnostics {
            state.shown = false
            controller.view.layoutIfNeeded()
            TandemAnimationClock.finishAnimations()
            CATransaction.flush()
        }
        #expect(trace.events(.dismantle).contains { $0.representable == "NavigationStackRepresentable" })
        #expect(trace.events(.leak).isEmpty)
        #expect(!lines.contains { $0.contains("leak check: NavigationStackRepresentable") })
        #expect(navigation == nil)
    }
}

/// Sets its text field's text from a block on the main queue, as seed 004's wrappers do.
private struct AsyncTextField: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UITextField { UITextField() }

    func updateUIView(_ uiView: UITextField, context: Context) {
        DispatchQueue.main.async { uiView.text = text }
    }
}

private final class AsyncTextModel: ObservableObject {
    @Published var shown = true
    @Published var text = "typed"
}

private struct AsyncTextFieldHost: View {
    @ObservedObject var state: AsyncTextModel

    var body: some View {
        VStack {
            if state.shown { AsyncTextField(text: state.text) }
            Text("below")
        }
    }
}

extension RepresentableLeakCheckTests {
    /// A block waiting on the main queue holds the view only until it runs: not a leak.
    @Test func aViewHeldByABlockWaitingOnTheMainQueueIsNotReported() async {
        let trace = RepresentableTrace()
        let state = AsyncTextModel()
        let (controller, window) = host(AsyncTextFieldHost(state: state).representableTrace(trace))
        defer { window.isHidden = true }
        await mainQueueTurn()
        weak let weakField = controller.view.allSubviews.compactMap { $0 as? UITextField }.first
        #expect(weakField?.text == "typed")
        let before = Diagnostics.messages.count
        // An update queues a block that holds the field; the field goes before the block runs.
        state.text = "edited"
        controller.view.layoutIfNeeded()
        state.shown = false
        controller.view.layoutIfNeeded()
        CATransaction.flush()
        // The update's block still holds the field here; it runs before the check.
        #expect(weakField != nil)
        await mainQueueTurn()
        #expect(weakField == nil)
        #expect(trace.events(.dismantle).count == 1)
        #expect(trace.events(.leak).isEmpty)
        #expect(!Diagnostics.messages.dropFirst(before).contains { $0.contains("leak check: AsyncTextField") })
    }
}

/// Returns once the blocks waiting on the main queue now have run (a block
/// queued after them resumes the test).
@MainActor
func mainQueueTurn() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
}
