import Foundation
import TandemUIKit

/// The container view of a list's row (``ViewNode/updateRowContainer()``)
/// or of a stack of rows (``ViewNode/updateListContainer()``): the views
/// laid out inside are its subviews, and they move by moving it.
///
/// It has no effect of its own: it draws nothing, clips nothing, and
/// touches that miss the views inside pass on (``EffectView``), wherever
/// they are: a view drawn outside its container's frame (an offset, a row
/// wider than its stack) takes touches there, as it would without one.
final class PlainContainerView: EffectView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // Layout places every view inside, after the container's size is
        // set: none has a mask to follow, and a stack of a thousand rows
        // that grew or shrank would visit each of them to find that out.
        autoresizesSubviews = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return nil
    }
}
