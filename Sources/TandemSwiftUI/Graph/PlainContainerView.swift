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

    /// Everywhere, so that UIKit's hit test (its checks, its walk) tries
    /// the views inside wherever they are drawn; a touch on none of them
    /// passes on, as on any effect view with no content shape.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
}
