public import Foundation

/// What a table view tells and asks about its rows as they are shown,
/// sized, highlighted, selected and edited. Every method has a default
/// (Linux has no optional protocol methods): the heights defaults return
/// the table's own `rowHeight`, `sectionHeaderHeight` and their estimates,
/// so a delegate that says nothing gets self-sizing rows.
///
/// Set it as the table's `delegate` (the scroll view's delegate property:
/// the table reads it as a `UITableViewDelegate` when it is one).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The cell is about to be shown for `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the screen (or its row was deleted).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The header view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// The footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The header view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// The footer view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// The row's height; `UITableView.automaticDimension` measures the cell. Default: the table's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height; `automaticDimension` measures it. Default: the table's `sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height; `automaticDimension` measures it. Default: the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A guess at the row's height for rows not yet shown. Default: the table's `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header view for `section`; nil for the title (or nothing). Default: nil.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The footer view for `section`; nil for the title (or nothing). Default: nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// Whether a touch highlights the row; true by default.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row is about to be selected: return it, another row, or nil to
    /// select nothing. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row is about to be deselected: return it, another row, or nil to keep it. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user's selection of another row (or a second tap) deselected this one.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The user tapped the row's info button.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// The editing control of the row; `.delete` by default.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The actions revealed by swiping the row from the leading edge; nil for none (the default).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// The actions revealed by swiping the row from the trailing edge; nil
    /// for the standard Delete when the data source commits edits (the default).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// Where a row being moved to `proposedDestinationIndexPath` goes; that index path by default.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The context menu for a long press or secondary click on the row at
    /// `indexPath` (`point` in the table's coordinates); nil (the default) shows none.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// The table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// No view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// True.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// `.delete`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    /// None.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    /// None: the standard Delete.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    /// The proposed index path.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// No menu.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
}
