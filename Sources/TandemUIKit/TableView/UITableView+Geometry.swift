import Foundation
import TandemGraphics
import TandemSupport

extension UITableView {
    /// The counts the data source reports now (negative counts are reported and taken as 0).
    func currentRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections > 0 else {
            if sections < 0 { Diagnostics.report("UITableView", "numberOfSections(in:) returned \(sections); using 0") }
            return []
        }
        return (0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                Diagnostics.report("UITableView", "numberOfRowsInSection \(section) returned \(rows); using 0")
            }
            return max(0, rows)
        }
    }

    /// A layout for `rowCounts`: a slot `carried` gives a height for keeps
    /// it (an update keeps the heights of rows that stay); the rest start at
    /// their given or estimated heights.
    func makeGeometry(rowCounts: [Int], carried: (TableSlot) -> (CGFloat, Bool)?) -> TableGeometry {
        let delegate = tableDelegate
        let estimate = defaultRowEstimate
        let exactRows = estimatedRowHeight == 0
        return TableGeometry(rowCounts: rowCounts) { slot in
            if let (height, isFinal) = carried(slot) { return (Double(height), isFinal) }
            switch slot {
            case .tableHeader: return (Double(tableHeaderView?.frame.height ?? 0), true)
            case .tableFooter: return (Double(tableFooterView?.frame.height ?? 0), true)
            case .header(let section): return supplementaryEstimate(.header(section))
            case .footer(let section): return supplementaryEstimate(.footer(section))
            case .row(let path):
                if exactRows {
                    let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                    return height >= 0 ? (Double(height), true) : (44, false)
                }
                let guess = delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
                return (Double(guess >= 0 ? guess : estimate), false)
            }
        }
    }

    /// The estimate for rows when none is given: the fixed row height, else 44.
    var defaultRowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : 44
    }

    /// A header or footer's starting height: a fixed one, or an estimate
    /// from its title until its view is measured.
    func supplementaryEstimate(_ slot: TableSlot) -> (Double, isFinal: Bool) {
        let fixed = fixedHeight(of: slot)
        if fixed >= 0 { return (Double(fixed), true) }
        let hasTitle = title(for: slot) != nil
        let header: Bool = if case .header = slot { true } else { false }
        let given = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if given > 0 { return (Double(given), false) }
        if hasTitle { return (style == .plain ? 28 : 38, false) }
        return (emptySupplementaryHeight(slot), false)
    }

    /// The height of a header or footer with nothing in it: the space
    /// between grouped sections (35 points above the first), none in plain tables.
    func emptySupplementaryHeight(_ slot: TableSlot) -> CGFloat {
        guard style != .plain else { return 0 }
        return slot == .header(0) ? 35 : 18
    }

    /// The height the delegate or the table fixes for a header or footer; negative when it is automatic.
    func fixedHeight(of slot: TableSlot) -> CGFloat {
        let delegate = tableDelegate
        switch slot {
        case .header(let section):
            return delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        case .footer(let section):
            return delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        default: return UITableView.automaticDimension
        }
    }

    func title(for slot: TableSlot) -> String? {
        switch slot {
        case .header(let section): dataSource?.tableView(self, titleForHeaderInSection: section)
        case .footer(let section): dataSource?.tableView(self, titleForFooterInSection: section)
        default: nil
        }
    }

    func invalidateHeights() {
        needsReload = true
        endDisplayingEverything()
        setNeedsLayout()
    }

    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        if var geometry {
            let slot: TableSlot = new === tableHeaderView ? .tableHeader : .tableFooter
            if let position = geometry.position(of: slot) { geometry.setHeight(new?.frame.height ?? 0, at: position) }
            self.geometry = geometry
        }
        setNeedsLayout()
    }

    /// The content offset that shows `rect` at `position` (`.none`: as
    /// little scrolling as shows it), kept within the content.
    func offset(showing rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let insets = adjustedContentInset
        let visible = bounds.height - insets.top - insets.bottom
        let target: CGFloat =
            switch position {
            case .top: rect.minY - insets.top
            case .middle: rect.midY - insets.top - visible / 2
            case .bottom: rect.maxY - insets.top - visible
            case .none:
                if rect.minY < bounds.minY + insets.top {
                    rect.minY - insets.top
                } else if rect.maxY > bounds.minY + insets.top + visible {
                    rect.maxY - insets.top - visible
                } else {
                    bounds.minY
                }
            }
        let maxOffset = max(-insets.top, loadedGeometry.totalHeight + insets.bottom - bounds.height)
        return min(max(target, -insets.top), maxOffset)
    }

    /// The rect of `slot` (a row, header or footer) in the content; inset-grouped rows sit 20 points in.
    func rect(for slot: TableSlot) -> CGRect {
        let geometry = loadedGeometry
        guard let position = geometry.position(of: slot) else { return .zero }
        let inset: CGFloat = style == .insetGrouped && isSectionContent(slot) ? 20 : 0
        return CGRect(
            x: inset, y: geometry.top(position), width: max(0, bounds.width - 2 * inset),
            height: geometry.height(position))
    }

    /// Whether `slot` is a row (inset in an inset-grouped table), not a header or footer.
    func isSectionContent(_ slot: TableSlot) -> Bool {
        if case .row = slot { return true }
        return false
    }
}
