import Foundation

extension UICollectionView {
    /// The item whose reorder grip `pan` started on, when the data source lets it move.
    private func reorderableItem(under pan: UIPanGestureRecognizer) -> IndexPath? {
        let point = pan.startLocation(in: self)
        guard let path = indexPathForItem(at: point), let cell = visibleCellsByPath[path],
            cell.reorderHandleFrame.contains(cell.convert(point, from: self)),
            let source = dataSource as? ReorderingDataSource, source.canReorderItem(at: path)
        else { return nil }
        return path
    }

    /// Whether `gestureRecognizer` may begin as far as reordering goes: the
    /// reorder recognizer on a movable item's grip; the scrolling pan not
    /// there. Nil for other recognizers.
    func reorderGestureShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
        if gestureRecognizer === reorderRecognizer { return reorderableItem(under: reorderRecognizer) != nil }
        if gestureRecognizer === panGestureRecognizer, reorderableItem(under: panGestureRecognizer) != nil {
            return false
        }
        return nil
    }

    /// Moves the dragged item's cell with the finger; when it lifts, the item
    /// goes where the cell's middle is, through the data source (which runs
    /// its reordering handlers and applies the new order).
    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let path = reorderableItem(under: pan), let cell = visibleCellsByPath[path] else { return }
            reordering = (path, cell, cell.frame.minY)
            bringSubviewToFront(cell)
            cell.layer.zPosition = 100
            fallthrough
        case .changed:
            guard let (_, cell, origin) = reordering else { return }
            cell.frame.origin.y = origin + pan.translation(in: self).y
        case .ended:
            guard let (source, cell, _) = reordering else { return }
            reordering = nil
            cell.layer.zPosition = 0
            let middle = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
            let target = indexPathForItem(at: middle) ?? nearestEndItem(to: middle.y, in: source.section)
            if let target, target != source, let data = dataSource as? ReorderingDataSource {
                data.reorderItem(from: source, to: target)
            }
            setNeedsLayout()
            layoutIfNeeded()
        case .cancelled, .failed:
            reordering?.cell.layer.zPosition = 0
            reordering = nil
            setNeedsLayout()
        default:
            break
        }
    }

    /// For a drop above the first item or below the last of `section`: that end.
    private func nearestEndItem(to y: CGFloat, in section: Int) -> IndexPath? {
        let count = numberOfItems(inSection: section)
        guard count > 0, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame else {
            return nil
        }
        return IndexPath(item: y < first.minY ? 0 : count - 1, section: section)
    }
}
