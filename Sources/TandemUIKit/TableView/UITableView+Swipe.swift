import Foundation
import TandemSupport

extension UITableView {
    /// The actions swiping the row reveals from one edge: the delegate's, or
    /// for the trailing edge the standard Delete when the row can be edited
    /// with the delete style.
    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if trailing {
            if let given = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) { return given.actions.isEmpty ? nil : given }
            guard let dataSource, dataSource.tableView(self, canEditRowAt: path),
                (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete
            else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self, let dataSource = self.dataSource else { return done(false) }
                dataSource.tableView(self, commit: .delete, forRowAt: path)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        guard let given = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path), !given.actions.isEmpty else { return nil }
        return given
    }

    /// Where the swipe recognizer's drag started and which way it went.
    private var swipeStart: (point: CGPoint, translation: CGPoint) {
        let translation = swipeRecognizer.translation(in: self)
        let now = swipeRecognizer.location(in: self)
        return (CGPoint(x: now.x - translation.x, y: now.y - translation.y), translation)
    }

    /// A mostly horizontal drag on a row with actions that way (or on the open row) swipes it.
    func swipeShouldBegin() -> Bool {
        let (start, translation) = swipeStart
        guard abs(translation.x) > abs(translation.y), !isEditing else { return false }
        if let open = swipe { return indexPathForRow(at: start) == open.path }
        guard let path = indexPathForRow(at: start) else { return false }
        return swipeConfiguration(for: path, trailing: translation.x < 0) != nil
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let (start, translation) = swipeStart
            if swipe == nil {
                let trailing = translation.x < 0
                guard let path = indexPathForRow(at: start), let configuration = swipeConfiguration(for: path, trailing: trailing) else { return }
                openSwipe(at: path, configuration: configuration, trailing: trailing)
            }
            swipeBaseOffset = swipe?.offset ?? 0
            fallthrough
        case .changed:
            guard let current = swipe else { return }
            let dx = pan.translation(in: self).x
            let moved = swipeBaseOffset + (current.actionsView.isTrailing ? -dx : dx)
            setSwipeOffset(max(0, min(moved, bounds.width)))
        case .ended:
            guard let current = swipe else { return }
            let open = current.actionsView.openWidth
            if current.configuration.performsFirstActionWithFullSwipe, current.offset > bounds.width * 0.6,
                let first = current.configuration.actions.first
            {
                perform(first, from: current.actionsView.buttons[0])
            } else if current.offset > open / 2 {
                setSwipeOffset(open)
            } else {
                closeSwipe()
            }
        case .cancelled, .failed:
            closeSwipe()
        default:
            break
        }
    }

    func openSwipe(at path: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        let view = SwipeActionsView(actions: configuration.actions, trailing: trailing)
        view.onTap = { [weak self] action, button in self?.perform(action, from: button) }
        if let cell = visibleCellsByPath[path] { insertSubview(view, belowSubview: cell) } else { addSubview(view) }
        swipe = TableSwipe(path: path, actionsView: view, configuration: configuration)
    }

    /// Moves the swiped row and sizes the revealed actions.
    func setSwipeOffset(_ offset: CGFloat) {
        guard var current = swipe else { return }
        current.offset = offset
        swipe = current
        placeSwipe()
    }

    /// Places the swiped row's cell and actions from the row's rect (layout calls it too).
    func placeSwipe() {
        guard let current = swipe else { return }
        let rect = rectForRow(at: current.path)
        let trailing = current.actionsView.isTrailing
        visibleCellsByPath[current.path]?.frame = rect.offsetBy(dx: trailing ? -current.offset : current.offset, dy: 0)
        current.actionsView.frame = trailing
            ? CGRect(x: rect.maxX - current.offset, y: rect.minY, width: current.offset, height: rect.height)
            : CGRect(x: rect.minX, y: rect.minY, width: current.offset, height: rect.height)
        // The buttons take their places now, so a tap right after the swipe finds them.
        current.actionsView.layoutIfNeeded()
    }

    /// Closes the open row (its actions go away).
    func closeSwipe() {
        guard let current = swipe else { return }
        swipe = nil
        current.actionsView.removeFromSuperview()
        if let cell = visibleCellsByPath[current.path] { cell.frame = rectForRow(at: current.path) }
    }

    private func perform(_ action: UIContextualAction, from button: UIButton) {
        // The row closes when the handler says it is done, performed or not.
        action.handler(action, button) { [weak self] _ in self?.closeSwipe() }
    }
}
