import Foundation

extension UIView {
    /// The layout direction content with `attribute` takes in an app whose
    /// direction is left to right (Tandem's: the app's language direction
    /// is not read from the locale): right to left only when forced.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction content with `attribute` takes where the
    /// surrounding direction is `layoutDirection`: forced directions win,
    /// playback and spatial content is always left to right, and
    /// unspecified content follows `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection
        }
    }

    /// Whether leading means right.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
