/// The values a ``GridLayout`` reads of each of its cells, set by the
/// modifiers below. They are layout values, so the modifiers around a cell
/// keep them (`Text("a").gridCellColumns(2).padding()`).
enum GridCellKeys {
    /// How many columns the cell spans (at least one).
    struct Columns: LayoutValueKey {
        static var defaultValue: Int { 1 }
    }

    /// The horizontal alignment of the cell's whole column.
    struct ColumnAlignment: LayoutValueKey {
        static var defaultValue: HorizontalAlignment? { nil }
    }

    /// Where the cell sits in its area, instead of by the alignments.
    struct Anchor: LayoutValueKey {
        static var defaultValue: UnitPoint? { nil }
    }

    /// The axes on which the cell does not size its columns or rows.
    struct UnsizedAxes: LayoutValueKey {
        static var defaultValue: Axis.Set { [] }
    }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns (one when
    /// `count` is less than one).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellKeys.Columns.self, value: count)
    }

    /// Aligns every cell of this cell's ``Grid`` column horizontally on
    /// `guide` (the grid's alignment otherwise). When several cells of a
    /// column set one, the first in the grid's order wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridCellKeys.ColumnAlignment.self, value: guide)
    }

    /// Places this ``Grid`` cell with its `anchor` point on the same point
    /// of the area its row and columns give it, instead of by the row's and
    /// column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellKeys.Anchor.self, value: anchor)
    }

    /// Keeps this ``Grid`` cell from sizing its columns (`.horizontal`) or
    /// its row (`.vertical`): it is offered the room the other cells make.
    /// A `Divider` row made `.horizontal`-unsized no longer makes the grid
    /// as wide as it is offered.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellKeys.UnsizedAxes.self, value: axes)
    }
}
