import Foundation
import TandemUIKit

/// `onHover(perform:)` and `onContinuousHover(coordinateSpace:perform:)`:
/// an effect view around the content carrying a hover recognizer
/// (``UIHoverGestureRecognizer``), which the window drives from the pointer.
struct HoverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: HoverStorage.Action

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        view.hitsContent = true
        let storage = updater.primitiveStorage { HoverStorage() }
        storage.attach(to: view, node: updater.reference)
        storage.action = action
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}

/// What a hover modifier's node keeps: its recognizer and the latest action.
@MainActor
final class HoverStorage {
    /// What the modifier does with the pointer.
    enum Action {
        /// `onHover`: told when the pointer comes over the view (true) and leaves it (false).
        case inside((Bool) -> Void)
        /// `onContinuousHover`: told where the pointer is, in a coordinate space, and when it leaves.
        case continuous(CoordinateSpace, (HoverPhase) -> Void)
    }

    var action: Action = .inside { _ in }
    private var recognizer: UIHoverGestureRecognizer?
    private var space = GestureSpace()

    /// Installs the recognizer on `view` once.
    func attach(to view: UIView, node: NodeReference) {
        space = GestureSpace(view: view, node: node)
        guard recognizer == nil else { return }
        let hover = UIHoverGestureRecognizer()
        hover.addTarget(self, action: HoverStorage.changed)
        view.addGestureRecognizer(hover)
        recognizer = hover
    }

    private func changed(_ recognizer: UIGestureRecognizer) {
        let isOver = recognizer.state == .began || recognizer.state == .changed
        switch action {
        case .inside(let perform):
            if recognizer.state == .began { perform(true) }
            if recognizer.state == .ended || recognizer.state == .cancelled { perform(false) }
        case .continuous(let coordinateSpace, let perform):
            guard isOver else { return perform(.ended) }
            perform(.active(space.convert(recognizer.location(in: nil), to: coordinateSpace)))
        }
    }
}

extension View {
    /// Calls `action` with true when the pointer comes over this view and
    /// false when it leaves (a mouse on Linux; no buttons down).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(action: .inside(action)))
    }

    /// Calls `action` with the pointer's location in `coordinateSpace` as it
    /// moves over this view, and with `.ended` when it leaves.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(HoverModifier(action: .continuous(coordinateSpace, action)))
    }
}
