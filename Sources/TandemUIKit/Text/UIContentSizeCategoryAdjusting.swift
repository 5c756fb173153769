import Foundation

/// A text view that can follow the user's text size: with
/// ``adjustsFontForContentSizeCategory`` on, a font made by
/// `UIFont.preferredFont(forTextStyle:)` is made again at the new size when
/// the traits' `preferredContentSizeCategory` changes (and the view measures
/// and lays out again). Labels, text fields and text views adopt it.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the text size; false by default.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
