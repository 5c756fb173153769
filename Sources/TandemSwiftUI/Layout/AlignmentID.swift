public import Foundation

/// Identifies an alignment guide: its default position in a view.
///
/// Declare your own to align views across containers; set explicit values
/// with `.alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    /// The guide's position in a view that sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
