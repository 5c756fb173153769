import Foundation
import TandemUIKit

/// The UIKit view around a view with an `accessibilityRepresentation`:
/// lays out like its content, lets touches through, and lists as its
/// elements those of the representation (in the hidden
/// ``AccessibilityRepresentationHostView`` inside) instead of the view's own.
final class AccessibilityRepresentedView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Touches go to the content; the view itself takes none.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// The representation's elements and containers, read from its hidden host.
    override var accessibilityElements: [Any]? {
        get {
            if let set = super.accessibilityElements { return set }
            guard let host = representationHost(in: self) else { return [] }
            return AccessibilityTree.contents(ofSubviewsOf: host).map(\.object)
        }
        set { super.accessibilityElements = newValue }
    }

    /// This view's representation host: the first below it that belongs to
    /// no represented view nested inside.
    private func representationHost(in view: UIView) -> AccessibilityRepresentationHostView? {
        for subview in view.subviews {
            if let host = subview as? AccessibilityRepresentationHostView { return host }
            if subview is AccessibilityRepresentedView { continue }
            if let host = representationHost(in: subview) { return host }
        }
        return nil
    }
}
