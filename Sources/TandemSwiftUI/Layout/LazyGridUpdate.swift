import Foundation

/// The update shared by the lazy grids: a lazy stack (see `LazyStackDriver`)
/// whose rows are the grid's lines, each holding as many cells as the
/// grid's items make tracks at the grid's width.
@MainActor
enum LazyGridUpdate {
    static func update<Content: View>(
        _ updater: NodeUpdater, axis: Axis, items: [GridItem], alignment: AlignmentKey, spacing: CGFloat?,
        content: Content
    ) {
        let driver = LazyStackUpdate.driver(of: updater, axis: axis, alignment: alignment, spacing: spacing)
        let cells = LazyRows.collect(content)
        let regroup: (CGFloat) -> [LazyRow] = { across in lines(of: cells, items: items, axis: axis, across: across) }
        driver.regroup = regroup
        // Until the grid is laid out, its lines are grouped for a phone's width.
        driver.setRows(regroup(driver.groupedAcross ?? 390))
        updater.invalidateLayout()
    }

    /// The cells in lines of as many cells as there are tracks at `across`;
    /// a line is identified by its first cell and its length, so its cells
    /// keep their state while the grouping stays.
    static func lines(of cells: [LazyRow], items: [GridItem], axis: Axis, across: CGFloat) -> [LazyRow] {
        let perLine = max(1, GridTracks(items, length: across).count)
        return stride(from: 0, to: cells.count, by: perLine).map { start in
            let chunk = cells[start..<min(start + perLine, cells.count)]
            return LazyRow(key: .explicit(AnyHashable([AnyHashable(chunk.first!.key), AnyHashable(perLine)]))) {
                GridLine(cells: chunk.map { ($0.key, $0.make()) }, items: items, axis: axis)
            }
        }
    }
}
