import Foundation
import TandemUIKit

/// The UIKit view around an `accessibilityRepresentation`'s content: laid
/// out in the represented view's frame but hidden, so it is never drawn or
/// touched; its elements are read through the ``AccessibilityRepresentedView``
/// around it and the represented view.
final class AccessibilityRepresentationHostView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }
}
