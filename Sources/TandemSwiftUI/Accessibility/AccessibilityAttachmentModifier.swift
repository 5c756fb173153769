import Foundation
import TandemUIKit

/// A modifier that sets what assistive technology and UI tests learn of a
/// view: the accessibility modifiers (``View/accessibilityLabel(_:)-(Text)``
/// and the rest) return it.
///
/// The view gets a UIKit view of its own around its content,
/// transparent to touches, whose
/// accessibility is the content's with these attributes applied: to the
/// element the content is, to each element when it is several, or to the
/// one element ``View/accessibilityElement(children:)`` makes.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    /// Never called: the graph applies it.
    public typealias Body = Never

    var attributes: AccessibilityAttributes

    init(_ attributes: AccessibilityAttributes) {
        self.attributes = attributes
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { AccessibilityEffectView(frame: .zero) }
        view.attributes = attributes
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}
