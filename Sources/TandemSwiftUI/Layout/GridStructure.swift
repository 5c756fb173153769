import TandemSupport

/// A grid's subviews in rows and columns. The cells of one ``GridRow``
/// node make a row, a cell in each column from the first (or across
/// several, ``View/gridCellColumns(_:)``); any other subview is a row of
/// its own across every column.
///
/// Found from the nodes: a grid's subviews are its content's views with
/// groups flattened, so a row's cells lie below the row's group node (in
/// a `ForEach`, in a custom view's body), which no layout separates from
/// the grid.
@MainActor
struct GridStructure {
    /// One cell: a subview and the columns it spans.
    struct Cell {
        /// The subview's index among the grid's subviews.
        let index: Int
        let column: Int
        let span: Int
        /// The axes on which the cell does not size its columns or row.
        let unsizedAxes: Axis.Set
        let anchor: UnitPoint?

        var columns: Range<Int> { column..<(column + span) }
    }

    struct Row {
        var cells: [Cell]
        /// The row's own vertical alignment, if it sets one.
        let alignment: VerticalAlignment?
    }

    private(set) var rows: [Row] = []
    /// The most columns a row has (one when every row spans them all).
    private(set) var columnCount = 0
    /// The horizontal alignment a cell sets for each column, if one does.
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
        // Consecutive subviews below the same row node make that row.
        var groups: [(row: ViewNode?, indices: [Int])] = []
        for (index, subview) in subviews.enumerated() {
            let row = Self.rowNode(above: subview.node)
            if let row, let last = groups.last, last.row === row {
                groups[groups.count - 1].indices.append(index)
            } else {
                groups.append((row, [index]))
            }
        }
        let spans = groups.map { group in group.indices.map { Self.span(subviews[$0][GridCellKeys.Columns.self]) } }
        columnCount = max(
            groups.isEmpty ? 0 : 1,
            zip(groups, spans).map { $0.row == nil ? 0 : $1.reduce(0, +) }.max() ?? 0)
        columnAlignments = Array(repeating: nil, count: columnCount)
        for (group, groupSpans) in zip(groups, spans) {
            var column = 0
            var cells: [Cell] = []
            for (index, span) in zip(group.indices, groupSpans) {
                let subview = subviews[index]
                let cellSpan = group.row == nil ? columnCount : span
                cells.append(
                    Cell(
                        index: index, column: column, span: cellSpan,
                        unsizedAxes: subview[GridCellKeys.UnsizedAxes.self], anchor: subview[GridCellKeys.Anchor.self]))
                if cellSpan == 1, columnAlignments[column] == nil {
                    columnAlignments[column] = subview[GridCellKeys.ColumnAlignment.self]
                }
                column += cellSpan
            }
            rows.append(Row(cells: cells, alignment: (group.row?.view as? any GridRowMarker)?.rowAlignment))
        }
    }

    /// The most columns a cell spans: a larger span (`gridCellColumns(.max)`)
    /// would make a grid of that many columns, too many to lay out.
    static let maximumSpan = 1_000

    /// `requested` within 1...``maximumSpan``; a larger span is reported.
    private static func span(_ requested: Int) -> Int {
        if requested > maximumSpan {
            Diagnostics.reportOnce(
                "SwiftUI", id: "grid-span",
                "gridCellColumns(\(requested)) spans \(maximumSpan) columns, the most a grid has.")
            return maximumSpan
        }
        return max(1, requested)
    }

    /// The ``GridRow`` node `node` is a cell of: the nearest row among the
    /// groups between it and its grid; nil when it is in none.
    private static func rowNode(above node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let ancestor = current, ancestor.role.isGroup {
            if ancestor.view is any GridRowMarker { return ancestor }
            current = ancestor.parent
        }
        return nil
    }
}
