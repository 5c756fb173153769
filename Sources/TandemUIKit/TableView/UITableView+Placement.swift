import Foundation
import TandemGraphics
import TandemSupport

extension UITableView {
    func placeVisibleContent() {
        guard var geometry, geometry.slotCount > 0 else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let top = max(0, bounds.minY), bottom = bounds.maxY
        // Cells already outside the bounds go back to the pool first, so the
        // rows coming in reuse them (a jump of a whole screen makes no cell).
        for (path, cell) in visibleCellsByPath {
            guard let position = geometry.position(of: .row(path)) else { continue }
            let y = geometry.top(position)
            if y >= bottom || y + geometry.height(position) <= top {
                visibleCellsByPath[path] = nil
                endDisplaying(cell, at: path)
            }
        }
        var previousCells = visibleCellsByPath
        var previousSupplementaries = visibleSupplementaries
        var cells: [IndexPath: UITableViewCell] = [:]
        var supplementaries: [TableSlot: UIView] = [:]
        var shown: [(TableSlot, UIView)] = []
        var position = geometry.position(containing: top)
        // Slots estimated at zero height just above (a header whose view is
        // not asked for yet) are visited too: they may turn out taller. The
        // walk passes measured empty slots as well (a section without a
        // header): one not measured may lie above them, as a section with
        // no rows inserted before one without a header does.
        while position > 0, geometry.height(position - 1) == 0 { position -= 1 }
        while position < geometry.slotCount, geometry.top(position) < bottom {
            let slot = geometry.slot(at: position)
            switch slot {
            case .tableHeader:
                tableHeaderView?.frame = CGRect(
                    x: 0, y: geometry.top(position), width: bounds.width, height: geometry.height(position))
            case .tableFooter:
                tableFooterView?.frame = CGRect(
                    x: 0, y: geometry.top(position), width: bounds.width, height: geometry.height(position))
            case .row(let path):
                let existing = previousCells.removeValue(forKey: path)
                guard let cell = existing ?? makeCell(for: path) else { break }
                prepare(cell, for: path, geometry: geometry)
                if !geometry.isMeasured(position) { geometry.setHeight(measure(cell, at: path), at: position) }
                cells[path] = cell
                cell.frame = frame(of: slot, at: position, in: geometry)
                if existing == nil { shown.append((slot, cell)) }
            case .header, .footer:
                let existing = previousSupplementaries.removeValue(forKey: slot)
                if existing == nil, geometry.isMeasured(position), geometry.height(position) == 0 { break }
                guard let view = existing ?? makeSupplementary(for: slot) else {
                    // Nothing to show: grouped sections keep their spacing.
                    if !geometry.isMeasured(position) {
                        geometry.setHeight(emptySupplementaryHeight(slot), at: position)
                    }
                    break
                }
                if !geometry.isMeasured(position) { geometry.setHeight(measure(view, for: slot), at: position) }
                supplementaries[slot] = view
                view.frame = frame(of: slot, at: position, in: geometry)
                if existing == nil { shown.append((slot, view)) }
            }
            position += 1
        }
        if style == .plain {
            floatHeader(
                geometry: &geometry, supplementaries: &supplementaries, previous: &previousSupplementaries,
                shown: &shown)
        }
        self.geometry = geometry
        visibleCellsByPath = cells
        visibleSupplementaries = supplementaries
        for (path, cell) in previousCells { endDisplaying(cell, at: path) }
        for (slot, view) in previousSupplementaries { endDisplaying(view, for: slot) }
        for (slot, view) in shown { willDisplay(view, for: slot) }
        contentSize = CGSize(width: bounds.width, height: geometry.totalHeight)
        if let open = swipe, visibleCellsByPath[open.path] == nil { closeSwipe() } else { placeSwipe() }
    }

    /// A plain table's header stays at the top while its section's rows scroll under it.
    func floatHeader(
        geometry: inout TableGeometry, supplementaries: inout [TableSlot: UIView], previous: inout [TableSlot: UIView],
        shown: inout [(TableSlot, UIView)]
    ) {
        let top = bounds.minY + adjustedContentInset.top
        guard top > 0 else { return }
        let position = geometry.position(containing: top)
        let section: Int
        switch geometry.slot(at: position) {
        case .header(let s), .footer(let s): section = s
        case .row(let path): section = path.section
        default: return
        }
        let slot = TableSlot.header(section)
        guard let headerPosition = geometry.position(of: slot),
            let footerPosition = geometry.position(of: .footer(section))
        else { return }
        var view = supplementaries[slot]
        if view == nil {
            view = previous.removeValue(forKey: slot) ?? makeSupplementary(for: slot)
            guard let made = view else { return }
            if !geometry.isMeasured(headerPosition) { geometry.setHeight(measure(made, for: slot), at: headerPosition) }
            supplementaries[slot] = made
            shown.append((slot, made))
        }
        guard let view else { return }
        let height = geometry.height(headerPosition)
        let sectionEnd = geometry.top(footerPosition)
        let y = min(max(geometry.top(headerPosition), top), sectionEnd - height)
        view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        bringSubviewToFront(view)
    }

    func frame(of slot: TableSlot, at position: Int, in geometry: TableGeometry) -> CGRect {
        let inset: CGFloat = style == .insetGrouped && isSectionContent(slot) ? 20 : 0
        return CGRect(
            x: inset, y: geometry.top(position), width: max(0, bounds.width - 2 * inset),
            height: geometry.height(position))
    }

    var separatorHeight: CGFloat {
        guard separatorStyle != .none else { return 0 }
        let scale = traitCollection.displayScale
        return scale > 0 ? 1 / scale : 1
    }

    /// Asks the data source for the row's cell and puts it in the table.
    func makeCell(for path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        if style != .plain, cell.backgroundColor == .systemBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        return cell
    }

    /// The table's settings on a cell about to be placed: selection, separator, editing.
    func prepare(_ cell: UITableViewCell, for path: IndexPath, geometry: TableGeometry) {
        let isLastInSection = path.row == geometry.rowCounts[path.section] - 1
        cell.separatorHeight = style != .plain && isLastInSection ? 0 : separatorHeight
        cell.separatorColor = separatorColor
        if style == .insetGrouped {
            // A section's first and last rows round its outer corners.
            var corners: CACornerMask = []
            if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.layer.masksToBounds = !corners.isEmpty
        }
        cell.setSelected(selectedPaths.contains(path), animated: false)
        cell.setEditing(editing, animated: false)
        if editing, let dataSource {
            let editable = dataSource.tableView(self, canEditRowAt: path)
            cell.editingControlStyle =
                editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
            cell.showsReorderHandle = dataSource.tableView(self, canMoveRowAt: path)
            cell.onEditingControl = { [weak self, weak cell] in
                guard let self, let cell else { return }
                self.editingControlTapped(in: cell)
            }
        }
    }

    func measure(_ cell: UITableViewCell, at path: IndexPath) -> CGFloat {
        let given = fixedRowHeight(at: path)
        if given >= 0 { return given }
        let width = style == .insetGrouped ? max(0, bounds.width - 40) : bounds.width
        if let height = cell.fittingHeight(width: width) { return height }
        guard !reportedCollapsedCell else { return 44 }
        reportedCollapsedCell = true
        Diagnostics.report(
            "UITableView",
            "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."
        )
        return 44
    }

    func makeSupplementary(for slot: TableSlot) -> UIView? {
        let delegate = tableDelegate
        let view: UIView?
        switch slot {
        case .header(let section): view = delegate?.tableView(self, viewForHeaderInSection: section)
        case .footer(let section): view = delegate?.tableView(self, viewForFooterInSection: section)
        default: view = nil
        }
        if let view {
            (view as? UITableViewHeaderFooterView)?.tableStyle = style
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
            return view
        }
        guard let title = title(for: slot) else { return nil }
        let titled =
            dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        titled.tableStyle = style
        // A plain table's header floats over the rows: it is opaque.
        titled.backgroundColor = style == .plain ? .systemBackground : nil
        titled.textLabel?.text = title
        if titled.superview !== self { addSubview(titled) }
        return titled
    }

    func measure(_ view: UIView, for slot: TableSlot) -> CGFloat {
        let fixed = fixedHeight(of: slot)
        if fixed >= 0 { return fixed }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            return headerFooter.fittingHeight(width: bounds.width) ?? (style == .plain ? 28 : 38)
        }
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : view.frame.height
    }

    func willDisplay(_ view: UIView, for slot: TableSlot) {
        guard let delegate = tableDelegate else { return }
        switch slot {
        case .row(let path):
            if let cell = view as? UITableViewCell { delegate.tableView(self, willDisplay: cell, forRowAt: path) }
        case .header(let section): delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer(let section): delegate.tableView(self, willDisplayFooterView: view, forSection: section)
        default: break
        }
    }

    /// Hands a cell that left the screen back for reuse.
    func endDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        cell.isHidden = true
        cell.setHighlighted(false, animated: false)
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, as: identifier)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    func endDisplaying(_ view: UIView, for slot: TableSlot) {
        view.isHidden = true
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, as: identifier)
        } else {
            view.removeFromSuperview()
        }
        switch slot {
        case .header(let section): tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case .footer(let section): tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        default: break
        }
    }

    /// Hands every cell and header on screen back (a reload or new heights).
    func endDisplayingEverything() {
        let cells = visibleCellsByPath, supplementaries = visibleSupplementaries
        visibleCellsByPath = [:]
        visibleSupplementaries = [:]
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: path) }
        for (slot, view) in supplementaries { endDisplaying(view, for: slot) }
    }

    /// A cell asked to be measured again: its row's height is forgotten and
    /// the table lays out (rows below move).
    func cellSizeDidInvalidate(_ cell: UITableViewCell) {
        guard selfSizingInvalidation != .disabled, !isPlacingRows, var geometry,
            let path = visibleCellsByPath.first(where: { $0.value === cell })?.key,
            let position = geometry.position(of: .row(path)), geometry.isMeasured(position),
            fixedRowHeight(at: path) < 0
        else { return }
        geometry.setHeight(geometry.height(position), at: position, isFinal: false)
        self.geometry = geometry
        setNeedsLayout()
    }

    func fixedRowHeight(at path: IndexPath) -> CGFloat {
        tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    }
}
