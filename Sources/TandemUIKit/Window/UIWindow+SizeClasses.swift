import Foundation
import TandemGraphics

/// A window's size classes, which follow its own size, and the sizes it takes.
extension UIWindow {
    /// `screenTraits` with the size classes of the window's own size, as a
    /// scene's window has them on iPad (a narrow window is horizontally
    /// compact on a wide screen): regular from 700 points wide and 500 tall.
    func traitsWithOwnSizeClasses(_ screenTraits: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            style: screenTraits.userInterfaceStyle, category: screenTraits.preferredContentSizeCategory,
            direction: screenTraits.layoutDirection, scale: screenTraits.displayScale,
            horizontal: UIScreen.horizontalSizeClass(forWidth: bounds.width),
            vertical: UIScreen.verticalSizeClass(forHeight: bounds.height), idiom: screenTraits.userInterfaceIdiom)
    }

    /// Whether a window going from `oldSize` to `newSize` crosses a size-class threshold.
    static func sizeClassesDiffer(_ oldSize: CGSize, _ newSize: CGSize) -> Bool {
        UIScreen.horizontalSizeClass(forWidth: oldSize.width) != UIScreen.horizontalSizeClass(forWidth: newSize.width)
            || UIScreen.verticalSizeClass(forHeight: oldSize.height)
                != UIScreen.verticalSizeClass(forHeight: newSize.height)
    }

    /// The size a view takes for `rect`: nil for a non-finite one (refused,
    /// and reported by the setter), the absolute size otherwise.
    static func takenSize(of rect: CGRect) -> CGSize? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        return rect.standardizedFields.size
    }
}
