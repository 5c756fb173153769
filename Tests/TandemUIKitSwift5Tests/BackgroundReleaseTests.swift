import Combine
import Dispatch
import Foundation
import SwiftUI
import TandemSupport
import Testing
import UIKit

// Swift 5 language mode: code that lets views, layers, hosting controllers,
// renderers, environments and observable objects go on another thread, as
// Swift 5 code may (a closure that held the last reference runs on a
// background queue). What holds unretained links to them — a node's
// children, the scheduler's token — is cleared on the main queue; a view or
// a layer tree freed off the main thread (misuse in UIKit too) is reported.

/// Main-queue detection that also holds where Swift Testing drains the main
/// queue on a thread other than the process's first.
private let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

private func onMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

/// What a representable saw: where each dismantle ran.
private final class DismantleLog {
    private let lock = NSLock()
    private var entries: [Bool] = []

    func record() {
        let main = onMainQueue()
        lock.lock()
        entries.append(main)
        lock.unlock()
    }

    var dismantledOnMainQueue: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

private struct LoggedLabel: UIViewRepresentable {
    let log: DismantleLog
    let text: String

    func makeCoordinator() -> DismantleLog { log }
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
    static func dismantleUIView(_ uiView: UILabel, coordinator: DismantleLog) { coordinator.record() }
}

private final class Counter: ObservableObject {
    @Published var count = 0
}

private struct CounterScreen: View {
    @ObservedObject var counter: Counter
    let log: DismantleLog

    var body: some View {
        VStack {
            Text("Count \(counter.count)")
            LoggedLabel(log: log, text: "\(counter.count)")
        }
        .font(.title)
    }
}

/// The objects a test lets go of on a background queue.
private final class Held {
    var controller: UIHostingController<CounterScreen>?
    var renderer: ImageRenderer<CounterScreen>?
    var counter: Counter?
    var environment: EnvironmentValues?
    var view: UIView?
    var layer: CALayer?
}

/// Lets the main queue run what was sent to it.
private func mainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@Suite struct BackgroundReleaseTests {
    @Test func hostingControllersAndRenderersLetGoOfOnABackgroundQueueAreTornDownOnTheMainQueue() async throws {
        let log = DismantleLog()
        let held = Held()
        let (childView, childLayer) = await MainActor.run { () -> (UIView, CALayer) in
            let counter = Counter()
            let controller = UIHostingController(rootView: CounterScreen(counter: counter, log: log))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            counter.count = 1
            CATransaction.flush()
            window.rootViewController = nil
            window.isHidden = true

            let renderer = ImageRenderer(content: CounterScreen(counter: counter, log: log))
            _ = renderer.uiImage

            var environment = EnvironmentValues()
            environment.font = .headline
            environment.isEnabled = false

            let view = UIView()
            let child = UIView()
            view.addSubview(child)
            let layer = CALayer()
            let sublayer = CALayer()
            layer.addSublayer(sublayer)

            held.controller = controller
            held.renderer = renderer
            held.counter = counter
            held.environment = environment
            held.view = view
            held.layer = layer
            return (child, sublayer)
        }

        // The last references go on a background queue, while the main
        // queue waits: nothing is torn down there.
        DispatchQueue.global().sync {
            held.controller = nil
            held.renderer = nil
            held.counter = nil
            held.environment = nil
            held.view = nil
            held.layer = nil
        }
        for _ in 0..<3 { await mainQueueTurn() }

        // Both graphs went (the controller's and the renderer's), each
        // dismantling its representable once, on the main queue.
        #expect(log.dismantledOnMainQueue == [true, true])
        await MainActor.run {
            // Survivors of a parent freed elsewhere do not point at it.
            #expect(childView.superview == nil)
            #expect(childLayer.superlayer == nil)
        }
        // A view and a layer with sublayers freed off the main thread are
        // misuse UIKit does not allow: reported (once per process).
        #expect(Diagnostics.wasReported(id: "UIView.deinit"))
        #expect(Diagnostics.wasReported(id: "CALayer.deinit"))
    }
}
