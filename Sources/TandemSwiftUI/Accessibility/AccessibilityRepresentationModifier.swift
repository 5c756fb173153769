import Foundation
import TandemUIKit

/// Puts its content in one of the two views of
/// `accessibilityRepresentation(representation:)`: around the represented
/// view and its representation (``AccessibilityRepresentedView``), or
/// around the representation alone (``AccessibilityRepresentationHostView``).
struct AccessibilityRepresentationModifier: ViewModifier, PrimitiveModifier {
    /// Never called: the graph applies it.
    typealias Body = Never

    /// Whether the content is the representation (else: the represented view with it).
    let isRepresentation: Bool

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        if isRepresentation {
            _ = updater.ensureEffectView { AccessibilityRepresentationHostView(frame: .zero) }
        } else {
            _ = updater.ensureEffectView { AccessibilityRepresentedView(frame: .zero) }
        }
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}
