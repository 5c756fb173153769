import Foundation
import TandemSupport
import TandemUIKit

/// Attaches a gesture: an effect view around the content that is a touch
/// target and carries the gesture's UIKit recognizer, ranked against the
/// gestures inside it per `priority`. Its `mask` enables the gesture
/// (`.gesture`) and the gestures of the views inside (`.subviews`).
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: G
    internal var priority = GesturePriority.normal
    internal var mask = GestureMask.all

    typealias Storage = GestureStorage

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        view.hitsContent = true
        let storage = updater.primitiveStorage { Storage() }
        storage.priority = priority
        storage.node = updater.reference
        if let recognizable = gesture as? any RecognizableGesture {
            install(recognizable, on: view, storage: storage)
        } else {
            updater.graph.reportOnce(
                "\(G.self) is not a gesture Tandem recognizes (tap, long press, drag, magnify, rotate, their compositions and actions); it is ignored."
            )
        }
        // Off when the mask leaves it out, or when a gesture outside left out its subviews'.
        let enabled = mask.contains(.gesture) && updater.environment.gesturesEnabled
        for recognizer in storage.recognizers where recognizer.isEnabled != enabled { recognizer.isEnabled = enabled }
        updater.setLayout(PassthroughLayout())
        var environment = updater.environment
        if !mask.contains(.subviews), environment.gesturesEnabled { environment.gesturesEnabled = false }
        updater.reconcile(single: content, environment: environment)
    }

    private func install<R: RecognizableGesture>(_ gesture: R, on view: EffectView, storage: Storage) {
        if !storage.recognizers.isEmpty, !gesture.matches(storage.recognizers) {
            for recognizer in storage.recognizers { view.removeGestureRecognizer(recognizer) }
            storage.recognizers = []
            storage.run.clear()
        }
        if storage.recognizers.isEmpty {
            let recognizers = gesture.makeRecognizers()
            for recognizer in recognizers {
                recognizer.addTarget(storage, action: Storage.fire)
                recognizer.delegate = storage
                (recognizer as? PressRecognizer)?.report = { [weak storage] recognizer in storage?.fire(recognizer) }
                view.addGestureRecognizer(recognizer)
            }
            storage.recognizers = recognizers
        }
        let node = storage.node
        storage.handle = { [weak view, weak storage] recognizer in
            guard let view, let storage,
                let index = storage.recognizers.firstIndex(where: { $0 === recognizer })
            else { return }
            var handlers = GestureHandlers<R.Value>()
            handlers.space = GestureSpace(view: view, node: node)
            gesture.handle(recognizer, at: index, in: view, handlers: handlers, run: storage.run)
        }
    }
}

extension View {
    /// Attaches `gesture` to this view. The gestures of the views inside it
    /// go first: when one of them recognizes, this one fails. `mask` says
    /// which are enabled: this gesture (`.gesture`), the gestures attached
    /// to the views inside (`.subviews`), both (`.all`) or neither (`.none`).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask))
    }

    /// Attaches `gesture`, recognized together with the gestures of the views
    /// inside this one: both run their actions. `mask` enables them as in
    /// `gesture(_:including:)`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches `gesture` ahead of the gestures of the views inside this one:
    /// they wait until it fails, and fail when it recognizes. `mask` enables
    /// them as in `gesture(_:including:)`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` when a touch stays down on the view for `minimumDuration`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> some View {
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action()
            })
    }

    /// Makes the whole frame of the view a touch target, gaps and padding
    /// included (the shape is the frame's rectangle in Tandem).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier())
    }
}
