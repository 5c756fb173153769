import Foundation
import TandemSupport

extension UITableView {
    /// The editing control of `cell`'s row was tapped: a delete control
    /// reveals the row's Delete button (as a swipe would); an insert control
    /// asks the data source to commit the insertion.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell), let dataSource else { return }
        switch cell.editingControlStyle {
        case .delete:
            if swipe?.path == path { return closeSwipe() }
            closeSwipe()
            guard let configuration = swipeConfiguration(for: path, trailing: true) else { return }
            swipes.open(at: path, configuration: configuration, trailing: true)
            swipes.setOffset(swipe?.actionsView.openWidth ?? 0)
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: path)
        case .none:
            break
        }
    }

    /// Whether `pan` began on a visible row's move handle.
    func startsOnReorderHandle(_ pan: UIPanGestureRecognizer) -> Bool {
        let point = pan.startLocation(in: self)
        guard let path = indexPathForRow(at: point), let cell = visibleCellsByPath[path] else { return false }
        return cell.reorderHandleFrame.contains(cell.convert(point, from: self))
    }

    func reorderShouldBegin() -> Bool {
        isEditing && startsOnReorderHandle(reorderRecognizer)
    }

    /// Moves the dragged row's cell with the finger; when it lifts, the row
    /// goes where the cell's middle is (as the delegate's
    /// `targetIndexPathForMoveFromRowAt` allows), the data source is told
    /// (`moveRowAt`), and the table moves the row.
    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let point = pan.startLocation(in: self)
            guard let path = indexPathForRow(at: point), let cell = visibleCellsByPath[path] else { return }
            reordering = (path, cell, cell.frame.minY)
            bringSubviewToFront(cell)
            fallthrough
        case .changed:
            guard let (_, cell, origin) = reordering else { return }
            cell.frame.origin.y = origin + pan.translation(in: self).y
        case .ended:
            guard let (source, cell, _) = reordering else { return }
            reordering = nil
            let proposed = indexPathForRow(at: CGPoint(x: 1, y: cell.frame.midY)) ?? lastRow(before: cell.frame.midY)
            guard let proposed, let dataSource else { return setNeedsLayout() }
            let target =
                tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
                ?? proposed
            guard target != source, loadedGeometry.position(of: .row(target)) != nil else { return setNeedsLayout() }
            dataSource.tableView(self, moveRowAt: source, to: target)
            moveRow(at: source, to: target)
        case .cancelled, .failed:
            reordering = nil
            setNeedsLayout()
        default:
            break
        }
    }

    /// For a drop above the first row or below the last: the nearest end row.
    private func lastRow(before y: CGFloat) -> IndexPath? {
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        if y < 0 {
            return (0..<sections).first { numberOfRows(inSection: $0) > 0 }.map { IndexPath(row: 0, section: $0) }
        }
        guard let section = (0..<sections).last(where: { numberOfRows(inSection: $0) > 0 }) else { return nil }
        return IndexPath(row: numberOfRows(inSection: section) - 1, section: section)
    }
}
