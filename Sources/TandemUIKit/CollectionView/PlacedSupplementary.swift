import Foundation

/// A supplementary view a built-in layout placed: its kind, its frame, the
/// item it belongs to (0 for a section's headers and footers), its stacking
/// order, and whether it pins to the visible area's top or bottom.
struct PlacedSupplementary {
    var kind: String
    var frame: CGRect
    var item = 0
    var zIndex = 10
    var pin: Pin? = nil

    /// Where a pinned supplementary view stays while its section shows.
    enum Pin {
        case top, bottom
    }
}
