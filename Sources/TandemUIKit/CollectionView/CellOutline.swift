import Foundation

/// Where a cell's item sits in a section snapshot's tree: how deep, whether
/// it has children, and whether they show.
struct CellOutline: Equatable {
    /// 0 for a root item.
    var level: Int
    /// Whether the item has children (an outline disclosure then shows).
    var hasChildren: Bool
    /// Whether its children show.
    var isExpanded: Bool
}
