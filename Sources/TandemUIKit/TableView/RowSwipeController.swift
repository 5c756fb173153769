import Foundation

/// Swiping a row open to its actions, for a table or a collection view's
/// list: a mostly horizontal drag on a row with actions that way moves the
/// row and reveals them; let go past half their width they stay open, past
/// 60% of the row the first action runs (when the configuration allows),
/// otherwise the row closes. A tap on an action runs its handler, and the
/// row closes when the handler says it is done.
@MainActor
final class RowSwipeController {
    private unowned let host: any RowSwipeHost
    /// The recognizer the host adds to itself.
    let recognizer = UIPanGestureRecognizer()
    /// The row swiped open, if any.
    private(set) var swipe: RowSwipe?
    /// The swipe's offset when the current drag began.
    private var baseOffset: CGFloat = 0

    init(host: any RowSwipeHost) {
        self.host = host
        recognizer.addTarget(self, action: RowSwipeController.handle)
    }

    /// Where the recognizer's drag started and which way it went.
    private var start: (point: CGPoint, translation: CGPoint) {
        (recognizer.startLocation(in: host), recognizer.translation(in: host))
    }

    /// Whether a drag from `start` that went `translation` swipes a row (the open one, or one with actions that way).
    func swipes(from start: CGPoint, translation: CGPoint) -> Bool {
        guard abs(translation.x) > abs(translation.y), !host.isEditingRows, let path = host.swipeRowPath(at: start)
        else { return false }
        if let open = swipe { return path == open.path }
        return host.swipeConfiguration(for: path, trailing: translation.x < 0) != nil
    }

    /// Whether the recognizer may begin: a mostly horizontal drag on a swipeable row.
    func shouldBegin() -> Bool {
        let (point, translation) = start
        return swipes(from: point, translation: translation)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let (point, translation) = start
            if swipe == nil {
                let trailing = translation.x < 0
                guard let path = host.swipeRowPath(at: point),
                    let configuration = host.swipeConfiguration(for: path, trailing: trailing)
                else { return }
                open(at: path, configuration: configuration, trailing: trailing)
            }
            baseOffset = swipe?.offset ?? 0
            fallthrough
        case .changed:
            guard let current = swipe else { return }
            let dx = pan.translation(in: host).x
            let moved = baseOffset + (current.actionsView.isTrailing ? -dx : dx)
            setOffset(max(0, min(moved, host.bounds.width)))
        case .ended:
            guard let current = swipe else { return }
            let open = current.actionsView.openWidth
            if current.configuration.performsFirstActionWithFullSwipe, current.offset > host.bounds.width * 0.6,
                let first = current.configuration.actions.first
            {
                perform(first, from: current.actionsView.buttons[0])
            } else if current.offset > open / 2 {
                setOffset(open)
            } else {
                close()
            }
        case .cancelled, .failed:
            close()
        default:
            break
        }
    }

    /// Opens the row at `path` to `configuration`'s actions at one edge (at offset 0: a drag or ``setOffset(_:)`` moves it).
    func open(at path: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        let view = SwipeActionsView(actions: configuration.actions, trailing: trailing)
        view.onTap = { [weak self] action, button in self?.perform(action, from: button) }
        if let row = host.swipeRowView(for: path), row.superview === host {
            host.insertSubview(view, belowSubview: row)
        } else {
            host.addSubview(view)
        }
        swipe = RowSwipe(path: path, actionsView: view, configuration: configuration)
    }

    /// Moves the swiped row and sizes the revealed actions.
    func setOffset(_ offset: CGFloat) {
        guard var current = swipe else { return }
        current.offset = offset
        swipe = current
        place()
    }

    /// Places the swiped row and its actions from the row's rect (the host's layout calls it too).
    func place() {
        guard let current = swipe else { return }
        let rect = host.swipeRowRect(for: current.path)
        let trailing = current.actionsView.isTrailing
        host.swipeRowView(for: current.path)?.frame = rect.offsetBy(
            dx: trailing ? -current.offset : current.offset, dy: 0)
        current.actionsView.frame =
            trailing
            ? CGRect(x: rect.maxX - current.offset, y: rect.minY, width: current.offset, height: rect.height)
            : CGRect(x: rect.minX, y: rect.minY, width: current.offset, height: rect.height)
        // The buttons take their places now, so a tap right after the swipe finds them.
        current.actionsView.layoutIfNeeded()
    }

    /// Closes the open row (its actions go away).
    func close() {
        guard let current = swipe else { return }
        swipe = nil
        current.actionsView.removeFromSuperview()
        host.swipeRowView(for: current.path)?.frame = host.swipeRowRect(for: current.path)
    }

    private func perform(_ action: UIContextualAction, from button: UIButton) {
        // The row closes when the handler says it is done, performed or not.
        action.handler(action, button) { [weak self] _ in self?.close() }
    }
}
