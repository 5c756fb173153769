import Foundation
import TandemSupport

extension UIView {
    /// A view whose alpha masks this view's content, as UIKit's `mask`:
    /// where the mask is opaque the view shows, where it is clear the view
    /// does not. The mask is in this view's coordinates (its `frame` places
    /// it in this view's bounds), is not a subview, and is laid out when
    /// this view is. A view that already has a superview is not accepted as
    /// a mask (reported, ignored), as UIKit requires.
    public var mask: UIView? {
        get { layoutState?.maskView }
        set {
            guard newValue !== layoutState?.maskView else { return }
            if let newValue, newValue.superview != nil {
                Diagnostics.report(
                    "UIView", "a view used as a mask must not be in a view hierarchy (it has a superview); ignored")
                return
            }
            ensureLayoutState().maskView = newValue
            layer.mask = newValue?.layer
            setNeedsLayout()
        }
    }

    /// Lays out the mask view's subtree with this view's (UIKit draws the
    /// mask where the view is; nothing else lays it out).
    func layoutMaskIfNeeded() {
        guard let maskView = layoutState?.maskView else { return }
        maskView.layoutIfNeeded()
    }
}
