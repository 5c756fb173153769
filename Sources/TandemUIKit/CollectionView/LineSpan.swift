import Foundation

/// A run of consecutive items that a layout places together — a flow
/// layout's line, a compositional layout's top-level group — and the span it
/// covers along the scroll axis, so a rect query finds runs by binary search.
struct LineSpan {
    /// The first item of the run.
    var firstItem: Int
    /// How many items it holds.
    var count: Int
    /// Where it starts along the scroll axis.
    var start: CGFloat
    /// Where it ends along the scroll axis.
    var end: CGFloat
}
