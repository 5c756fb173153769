import Foundation

/// A view whose image can grow with the user's text size at the
/// accessibility sizes (image views adopt it, as in UIKit).
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
    /// Whether the image grows at the accessibility text sizes; false by default.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {}
