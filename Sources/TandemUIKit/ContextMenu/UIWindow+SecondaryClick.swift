import Foundation
import TandemGraphics

extension UIWindow {
    /// A click of the secondary mouse button at `point` (window points):
    /// the context menu interactions of the view under it, then of its
    /// superviews, are asked in turn; the first with a menu there shows it.
    /// Returns whether a menu was shown.
    @discardableResult
    package func handleSecondaryClick(at point: CGPoint) -> Bool {
        var view = hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions.reversed()
            where interaction.secondaryClick(at: convert(point, to: current)) {
                return true
            }
            view = current.superview
        }
        return false
    }
}
