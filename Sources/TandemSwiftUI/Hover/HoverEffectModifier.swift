import Foundation
import TandemGraphics
import TandemUIKit

/// `hoverEffect(_:isEnabled:)`: an effect view around the content that
/// shows the effect while the pointer is over it, animated in and out.
struct HoverEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: HoverEffect
    let isEnabled: Bool

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        view.hitsContent = true
        let storage = updater.primitiveStorage { HoverEffectStorage() }
        storage.attach(to: view)
        storage.update(effect: effect, isEnabled: isEnabled)
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}

/// What a hover effect's node keeps: the recognizer and the effect shown.
@MainActor
final class HoverEffectStorage {
    private weak var view: UIView?
    private var recognizer: UIHoverGestureRecognizer?
    private var effect = HoverEffect.automatic
    private var isEnabled = true
    private var isShown = false

    func attach(to view: UIView) {
        guard recognizer == nil else { return }
        self.view = view
        let hover = UIHoverGestureRecognizer()
        hover.addTarget(self, action: HoverEffectStorage.changed)
        view.addGestureRecognizer(hover)
        recognizer = hover
    }

    func update(effect: HoverEffect, isEnabled: Bool) {
        guard effect != self.effect || isEnabled != self.isEnabled else { return }
        let wasShown = isShown
        show(false, animated: false)
        self.effect = effect
        self.isEnabled = isEnabled
        if wasShown { show(true, animated: false) }
    }

    private func changed(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: show(true, animated: true)
        case .ended, .cancelled, .failed: show(false, animated: true)
        default: break
        }
    }

    /// Shows or takes away the effect (a highlight's platter, a lift's scale and shadow).
    private func show(_ shown: Bool, animated: Bool) {
        guard let view, shown != isShown, !shown || isEnabled else { return }
        isShown = shown
        let change: () -> Void = { [effect] in
            switch effect.kind {
            case .highlight:
                view.backgroundColor = shown ? UIColor.label.withAlphaComponent(0.08) : nil
                view.layer.cornerRadius = shown ? 8 : 0
            case .lift:
                view.transform = shown ? CGAffineTransform(scaleX: 1.05, y: 1.05) : .identity
                view.layer.shadowOpacity = shown ? 0.2 : 0
                view.layer.shadowRadius = shown ? 8 : 0
                view.layer.shadowOffset = CGSize(width: 0, height: shown ? 4 : 0)
            }
        }
        if animated {
            UIView.animate(withDuration: 0.15, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
                change()
            }
        } else {
            UIView.performWithoutAnimation(change)
        }
    }
}

extension View {
    /// Shows `effect` while the pointer is over this view (nothing when `isEnabled` is false).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }
}
