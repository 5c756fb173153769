import Foundation
import TandemGraphics

/// What collapsing a split view moved onto the primary navigation stack,
/// so that expanding gives each column its controllers back.
struct CollapseRecord {
    /// The first controller each folded column contributed to the stack.
    var firstMoved: [UISplitViewController.Column: UIViewController] = [:]
    /// Each folded column's own stack before it was folded, to restore when
    /// the user went back past all of it.
    var original: [UISplitViewController.Column: [UIViewController]] = [:]
    /// A classic secondary navigation controller whose stack was folded into the primary one.
    var nestedNavigation: UINavigationController?
}

extension UISplitViewController {
    /// The column whose controller shows alone while collapsed: the compact
    /// column's when one was given (column styles), else the primary one.
    var collapsedColumn: Column {
        style != .unspecified && shownController(for: .compact) != nil ? .compact : .primary
    }

    /// Collapses on a horizontally compact width, expands on a regular one.
    func updateCollapse() {
        guard let view = viewIfLoaded else { return }
        let compact = view.traitCollection.horizontalSizeClass == .compact
        if compact, !collapsedStorage {
            collapse()
        } else if !compact, collapsedStorage {
            expand()
        }
    }

    /// Before a column is replaced while collapsed, the folded controllers
    /// go back where they came from, so that the replacement starts from
    /// the columns; the interface collapses again at the next layout.
    func expandForReplacement() {
        guard collapsedStorage else { return }
        if style == .unspecified {
            collapsedStorage = false
            collapseRecord = nil
        } else {
            // No longer collapsed while the columns unfold: what hears of
            // the stacks changing sees an expanded split view.
            collapsedStorage = false
            unfoldColumns()
        }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Collapsing

    private func collapse() {
        collapsedStorage = true
        if style == .unspecified {
            collapseClassic()
        } else {
            collapseColumns()
            delegate?.splitViewControllerDidCollapse(self)
        }
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The classic collapse: the delegate's primary controller, then the
    /// secondary controller folded in by the delegate or by the primary controller.
    private func collapseClassic() {
        collapseRecord = CollapseRecord()
        if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== assigned[.primary] {
            swapClassic(replacement, in: .primary)
        }
        guard let primary = assigned[.primary], let secondary = assigned[.secondary] else { return }
        secondary.willMove(toParent: nil)
        secondary.viewIfLoaded?.removeFromSuperview()
        secondary.removeFromParent()
        assigned[.secondary] = nil
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
            primary.collapseSecondaryViewController(secondary, for: self)
        }
    }

    /// The column collapse: the compact column when there is one; else the
    /// columns up to the delegate's top column are pushed onto the primary stack.
    private func collapseColumns() {
        guard collapsedColumn == .primary, let primary = shownController(for: .primary) as? UINavigationController
        else {
            return
        }
        let top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        var record = CollapseRecord()
        var stack = primary.viewControllers
        fold(columnsFolded(toShow: top), onto: &stack, record: &record)
        collapseRecord = record
        primary.setViewControllers(stack, animated: false)
    }

    /// The columns whose stacks go onto the primary one, in order, for `top` to show.
    private func columnsFolded(toShow top: Column) -> [Column] {
        var columns: [Column] = []
        if style == .tripleColumn, top == .supplementary || top == .secondary { columns.append(.supplementary) }
        if top == .secondary { columns.append(.secondary) }
        return columns
    }

    /// Moves the stack of each of `columns` onto `stack`, noting in `record`
    /// what came from where; a column already on `stack` is left, and one the
    /// user went back past (its stack emptied) gives its root again.
    private func fold(_ columns: [Column], onto stack: inout [UIViewController], record: inout CollapseRecord) {
        for column in columns {
            if let first = record.firstMoved[column], stack.contains(where: { $0 === first }) { continue }
            guard let own = shownController(for: column) as? UINavigationController else { continue }
            let moved =
                own.viewControllers.isEmpty ? Array((record.original[column] ?? []).prefix(1)) : own.viewControllers
            guard let first = moved.first else { continue }
            record.firstMoved[column] = first
            record.original[column] = moved
            own.setViewControllers([], animated: false)
            stack += moved
        }
    }

    // MARK: Expanding

    private func expand() {
        if style == .unspecified {
            expandClassic()
            collapsedStorage = false
        } else {
            collapsedStorage = false
            unfoldColumns()
            let proposed = displayMode
            let mode =
                delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
            if mode != proposed { chosenDisplayMode = mode }
            delegate?.splitViewControllerDidExpand(self)
        }
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The classic expansion: the delegate's primary controller, then the
    /// secondary controller from the delegate or the primary controller.
    private func expandClassic() {
        if let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== assigned[.primary] {
            swapClassic(replacement, in: .primary)
        }
        guard let primary = assigned[.primary] else { return }
        let secondary =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        collapseRecord = nil
        guard let secondary else { return }
        assigned[.secondary] = secondary
        addChild(secondary)
        secondary.didMove(toParent: self)
    }

    /// Gives the folded columns their controllers back from the primary stack.
    private func unfoldColumns() {
        defer { collapseRecord = nil }
        guard let record = collapseRecord, let primary = shownController(for: .primary) as? UINavigationController
        else {
            return
        }
        var stack = primary.viewControllers
        var columnStacks: [Column: [UIViewController]] = [:]
        for column in [Column.secondary, .supplementary] {
            guard let first = record.firstMoved[column] else { continue }
            if let index = stack.identityIndex(of: first) {
                columnStacks[column] = Array(stack[index...])
                stack.removeSubrange(index...)
            } else {
                // The user went back past the column: it shows its root again.
                columnStacks[column] = record.original[column].map { Array($0.prefix(1)) } ?? []
            }
        }
        primary.setViewControllers(stack, animated: false)
        for (column, controllers) in columnStacks {
            (shownController(for: column) as? UINavigationController)?.setViewControllers(controllers, animated: false)
        }
    }

    /// Replaces the classic controller of `column` with `controller`.
    private func swapClassic(_ controller: UIViewController, in column: Column) {
        if let old = assigned[column], old.parent === self {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        assigned[column] = controller
        addChild(controller)
        controller.didMove(toParent: self)
    }

    // MARK: Columns while collapsed

    /// Shows `column` in the collapsed stack: pops back to its first controller, if it is on the stack.
    func showCollapsed(_ column: Column) {
        guard let navigation = shownController(for: collapsedColumn) as? UINavigationController else { return }
        if column != .primary, style != .unspecified, collapsedColumn == .primary {
            foldForward(through: column, onto: navigation)
        }
        let target: UIViewController?
        if column == .primary {
            target = navigation.viewControllers.first
        } else {
            target = collapseRecord?.firstMoved[column]
        }
        guard let target, navigation.viewControllers.contains(where: { $0 === target }) else { return }
        navigation.popToViewController(target, animated: true)
    }

    /// Pushes the stacks of the columns up to `column` that are not on the
    /// collapsed stack (the delegate's top column left them out, or the
    /// user went back past them) onto it, as UIKit shows a later column
    /// while collapsed. A column the user went back past shows its root again.
    private func foldForward(through column: Column, onto navigation: UINavigationController) {
        var record = collapseRecord ?? CollapseRecord()
        var stack = navigation.viewControllers
        fold(columnsFolded(toShow: column), onto: &stack, record: &record)
        collapseRecord = record
        if stack.count != navigation.viewControllers.count { navigation.setViewControllers(stack, animated: true) }
    }

    /// Hides `column` in the collapsed stack: pops back past its controllers.
    func hideCollapsed(_ column: Column) {
        guard let navigation = shownController(for: collapsedColumn) as? UINavigationController,
            let first = collapseRecord?.firstMoved[column],
            let index = navigation.viewControllers.identityIndex(of: first), index > 0
        else { return }
        navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
    }

    /// Keeps the classic nested secondary navigation controller whose stack
    /// the primary navigation controller took, for ``UINavigationController`` to give back.
    func noteFolded(_ moved: [UIViewController], from navigation: UINavigationController?) {
        collapseRecord?.nestedNavigation = navigation
        collapseRecord?.firstMoved[.secondary] = moved.first
        collapseRecord?.original[.secondary] = moved
    }
}
