import Foundation

extension NSLayoutConstraint {
    /// How ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
    /// relates the views of a visual format beyond what the format says:
    /// an attribute to align all of them on, the direction a horizontal
    /// format runs in, and how vertical spacing is measured. UIKit's raw
    /// values: an alignment option is `1 << ` its attribute's raw value.
    ///
    /// Alignment options must be across the format's axis (top, bottom,
    /// centers Y and baselines for a horizontal format; left, right,
    /// leading, trailing and center X for a vertical one), and may be
    /// combined; the direction and spacing options take one value each.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The options' bits, with UIKit's values.
        public let rawValue: UInt

        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of all the views in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of all the views in the format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of all the views in the format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of all the views in the format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of all the views in the format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of all the views in the format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centers of all the views in the format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centers of all the views in the format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of all the views in the format.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of all the views in the format.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from the leading edge to the trailing
        /// edge (left to right unless the views lay out right to left): the
        /// default, with no bits set.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout
        /// direction: its constraints use left and right edges.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout
        /// direction: its first view is at the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spacing is measured between the views' edges: the default, with
        /// no bits set.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In a vertical format, spacing between two views is measured from
        /// the upper view's last baseline to the lower view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing option.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}
