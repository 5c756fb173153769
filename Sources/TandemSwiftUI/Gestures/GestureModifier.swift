import Foundation
import TandemSupport
import TandemUIKit

/// Attaches a gesture: an effect view around the content that is a touch
/// target and carries the gesture's UIKit recognizer.
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: G

    typealias Storage = GestureStorage

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        let view = node.ensureEffectView { EffectView(frame: .zero) }
        view.hitsContent = true
        let storage = node.primitiveStorage { Storage() }
        if let recognizable = gesture as? any RecognizableGesture {
            install(recognizable, on: view, storage: storage)
        } else {
            node.graph.reportOnce("\(G.self) is not a gesture Tandem recognizes (tap, long press, drag and their actions); it is ignored.")
        }
        node.setLayout(PassthroughLayout())
        node.reconcile(single: content, environment: node.environment)
    }

    private func install<R: RecognizableGesture>(_ gesture: R, on view: EffectView, storage: Storage) {
        if let recognizer = storage.recognizer, !gesture.matches(recognizer) {
            view.removeGestureRecognizer(recognizer)
            storage.recognizer = nil
        }
        if storage.recognizer == nil {
            let recognizer = gesture.makeRecognizer()
            recognizer.addTarget(storage, action: Storage.fire)
            view.addGestureRecognizer(recognizer)
            storage.recognizer = recognizer
        }
        storage.handle = { [weak view] recognizer in
            guard let view else { return }
            gesture.handle(recognizer, in: view, handlers: GestureHandlers())
        }
    }
}

extension View {
    /// Attaches `gesture` to this view.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture))
    }

    /// Attaches `gesture`, recognized alongside the view's other gestures.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture))
    }

    /// Attaches `gesture` in front of the view's other gestures.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture))
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` when a touch stays down on the view for `minimumDuration`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }

    /// Makes the whole frame of the view a touch target, gaps and padding
    /// included (the shape is the frame's rectangle in Tandem).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier())
    }
}

