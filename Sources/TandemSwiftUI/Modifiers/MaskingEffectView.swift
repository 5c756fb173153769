import Foundation
import TandemUIKit

/// The view of `mask(alignment:_:)`: its graph subviews are the content's
/// views, and the mask's container view (``MaskContainerView``) is its
/// `mask`, not a subview.
final class MaskingEffectView: EffectView, GraphSubviewPlacing {
    func placeGraphSubviews(_ views: [UIView]) {
        SubviewSync.apply(views.filter { !($0 is MaskContainerView) }, to: self)
        let container = views.last { $0 is MaskContainerView }
        if mask !== container { mask = container }
    }
}

/// The view a mask's views are in (``MaskContainerModifier``).
final class MaskContainerView: EffectView {}
