/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemSupport

/// The layout of a ``Grid``: rows of cells in columns (each ``GridRow``
/// a row, any other subview a row across every column).
///
/// Sizes as SwiftUI's grid does. A column is as wide as its widest cell
/// and a row as tall as its tallest. Offered a width, the columns share it
/// as a stack's subviews do, the least flexible first; offered a height,
/// the rows do. A cell across several columns (or a row across all, such
/// as a `Divider`) widens the columns it spans when it is wider than they
/// are. A cell's row aligns it vertically (the grid's alignment unless the
/// ``GridRow`` sets one, baselines included), its column horizontally (the
/// grid's unless a cell sets ``View/gridColumnAlignment(_:)``).
public struct GridLayout: Layout {
    /// How cells are aligned in their areas, unless their row or column says otherwise.
    public var alignment: Alignment
    /// The room between columns (the system spacing when `nil`).
    public var horizontalSpacing: CGFloat?
    /// The room between rows (the system spacing when `nil`).
    public var verticalSpacing: CGFloat?

    /// A grid layout aligning cells on `alignment`, with the given spacing
    /// between columns and rows (the system spacing when `nil`).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private var columnSpacing: CGFloat { Self.spacing(horizontalSpacing) }
    private var rowSpacing: CGFloat { Self.spacing(verticalSpacing) }

    /// `value`, the system spacing when `nil`. A negative spacing overlaps
    /// tracks, as in a stack; a non-finite one is reported and taken as 0.
    private static func spacing(_ value: CGFloat?) -> CGFloat {
        guard let value else { return ViewSpacing.system }
        guard value.isFinite else {
            Diagnostics.reportOnce(
                "SwiftUI", id: "grid-spacing", "Invalid grid spacing (non-finite): \(value); 0 is used.")
            return 0
        }
        return value
    }

    /// The columns' widths and the rows' heights added up, with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = GridStructure(subviews)
        let widths = columnWidths(grid, subviews, offered: proposal.width)
        let heights = rowHeights(grid, subviews, widths: widths, offered: proposal.height)
        return CGSize(
            width: Self.total(widths, spacing: columnSpacing), height: Self.total(heights, spacing: rowSpacing))
    }

    /// Places each cell in the area of its row and columns, aligned there.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = GridStructure(subviews)
        let widths = columnWidths(grid, subviews, offered: proposal.width)
        let heights = rowHeights(grid, subviews, widths: widths, offered: proposal.height)
        var columnStarts: [CGFloat] = []
        var x = bounds.minX
        for width in widths {
            columnStarts.append(x)
            x += width + columnSpacing
        }
        var y = bounds.minY
        for (row, height) in zip(grid.rows, heights) {
            place(
                row, grid: grid, subviews: subviews, top: y, height: height, columnStarts: columnStarts, widths: widths)
            y += height + rowSpacing
        }
    }

    private func place(
        _ row: GridStructure.Row, grid: GridStructure, subviews: Subviews, top: CGFloat, height: CGFloat,
        columnStarts: [CGFloat], widths: [CGFloat]
    ) {
        let guide = row.alignment ?? alignment.vertical
        let cells = row.cells.map { cell in
            let width = cellWidth(cell, widths)
            let proposal = ProposedViewSize(width: width, height: height)
            return (cell, width, proposal, subviews[cell.index].dimensions(in: proposal))
        }
        // The row's cells share one line for its guide, as a stack's do:
        // baselines line up, and `.bottom` puts every cell on the row's bottom.
        // (A cell that does not size its row follows the line of those that do.)
        let lined = cells.filter { $0.0.anchor == nil && !$0.0.unsizedAxes.contains(.vertical) }
        let line = lined.map { $0.3[guide] }.max() ?? ViewDimensions(size: CGSize(width: 0, height: height))[guide]
        for (cell, width, proposal, dimensions) in cells {
            let left = columnStarts.isEmpty ? 0 : columnStarts[cell.column]
            var origin: CGPoint
            if let anchor = cell.anchor {
                origin = CGPoint(
                    x: left + anchor.x * (width - dimensions.width), y: top + anchor.y * (height - dimensions.height))
            } else {
                let horizontal =
                    cell.span == 1 ? grid.columnAlignments[cell.column] ?? alignment.horizontal : alignment.horizontal
                let area = ViewDimensions(size: CGSize(width: width, height: height))
                origin = CGPoint(x: left + area[horizontal] - dimensions[horizontal], y: top + line - dimensions[guide])
            }
            subviews[cell.index].place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }

    /// The width of the columns `cell` spans, with the spacing between them.
    private func cellWidth(_ cell: GridStructure.Cell, _ widths: [CGFloat]) -> CGFloat {
        Self.total(Array(widths[cell.columns.clamped(to: 0..<widths.count)]), spacing: columnSpacing)
    }

    /// Each column's width for `offered` (the ideal widths when `nil`).
    private func columnWidths(_ grid: GridStructure, _ subviews: Subviews, offered: CGFloat?) -> [CGFloat] {
        let count = grid.columnCount
        let spacing = columnSpacing
        // The width column `column`'s one-column cells take, each offered `width`.
        func width(of column: Int, offered width: CGFloat?) -> CGFloat {
            var result: CGFloat = 0
            for row in grid.rows {
                for cell in row.cells where cell.column == column && cell.span == 1 {
                    guard !cell.unsizedAxes.contains(.horizontal) else { continue }
                    result = max(
                        result, subviews[cell.index].sizeThatFits(ProposedViewSize(width: width, height: nil)).width)
                }
            }
            return result
        }
        var widths = Self.distribute(offered.map { $0 - spacing * CGFloat(max(0, count - 1)) }, among: count) {
            width(of: $0, offered: $1)
        }
        // A cell across several columns widens them, evenly, when it needs
        // more than they give; offered what the other columns leave.
        for row in grid.rows {
            for cell in row.cells where cell.span > 1 && !cell.unsizedAxes.contains(.horizontal) {
                let spanned = cell.columns.clamped(to: 0..<count)
                let current = Self.total(Array(widths[spanned]), spacing: spacing)
                let others = widths.indices.filter { !spanned.contains($0) }.reduce(0) { $0 + widths[$1] }
                let room = offered.map { max(0, $0 - others - spacing * CGFloat(count - spanned.count)) }
                let needed = subviews[cell.index].sizeThatFits(ProposedViewSize(width: room, height: nil)).width
                guard needed > current, !spanned.isEmpty else { continue }
                let extra = (needed - current) / CGFloat(spanned.count)
                for column in spanned { widths[column] += extra }
            }
        }
        return widths
    }

    /// Each row's height for `offered` (the ideal heights when `nil`), its cells offered their columns' widths.
    private func rowHeights(
        _ grid: GridStructure, _ subviews: Subviews, widths: [CGFloat], offered: CGFloat?
    ) -> [CGFloat] {
        let rows = grid.rows
        return Self.distribute(offered.map { $0 - rowSpacing * CGFloat(max(0, rows.count - 1)) }, among: rows.count) {
            index, height in
            var result: CGFloat = 0
            for cell in rows[index].cells where !cell.unsizedAxes.contains(.vertical) {
                let proposal = ProposedViewSize(width: cellWidth(cell, widths), height: height)
                result = max(result, subviews[cell.index].sizeThatFits(proposal).height)
            }
            return result
        }
    }

    /// The lengths of `count` tracks (columns or rows) sharing `available`,
    /// as a stack shares it: the least flexible track first, each offered an
    /// even share of what is left. `length(track, offered)` is the length a
    /// track takes when offered a length. The ideal lengths when `available` is `nil`.
    private static func distribute(
        _ available: CGFloat?, among count: Int, length: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var lengths = Array(repeating: CGFloat(0), count: count)
        var remaining = max(0, available)
        for (position, track) in order.enumerated() {
            let taken = length(track, max(0, remaining / CGFloat(count - position)))
            lengths[track] = taken
            remaining = max(0, remaining - taken)
        }
        return lengths
    }

    /// `lengths` added up with `spacing` between each two.
    private static func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + spacing * CGFloat(max(0, lengths.count - 1))
    }
}

extension GridLayout: LayoutComparable {
    func isSameLayout(as other: GridLayout) -> Bool {
        alignment == other.alignment && horizontalSpacing == other.horizontalSpacing
            && verticalSpacing == other.verticalSpacing
    }
}
