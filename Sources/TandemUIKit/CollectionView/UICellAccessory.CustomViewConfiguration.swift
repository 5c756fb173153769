import Foundation

extension UICellAccessory {
    /// A custom view shown as an accessory, and where it goes.
    public struct CustomViewConfiguration {
        /// The view; it keeps its own size (its intrinsic content size, or
        /// the size that fits it) and is centered vertically in the row.
        public var customView: UIView
        /// The edge, the editing states it shows in, and its position among the others there.
        public var placement: Placement
        /// Whether the view is hidden (its space kept); nil for shown.
        public var isHidden: Bool?
        /// The view's tint color; nil keeps its own.
        public var tintColor: UIColor?
        /// Whether the view keeps its size rather than growing with Dynamic Type (it always does in Tandem).
        public var maintainsFixedSize: Bool?

        /// A configuration of `customView` at `placement`.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
