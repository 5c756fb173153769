import Foundation

/// A view of rows that can be swiped open to actions — a table, or a
/// collection view showing a list — as its ``RowSwipeController`` sees it.
@MainActor
protocol RowSwipeHost: UIView {
    /// The row at `point` (in the view's content); nil where none is.
    func swipeRowPath(at point: CGPoint) -> IndexPath?
    /// The row's rect in the view's content.
    func swipeRowRect(for path: IndexPath) -> CGRect
    /// The row's view on screen; nil when it is not shown.
    func swipeRowView(for path: IndexPath) -> UIView?
    /// The actions swiping the row reveals from one edge; nil for none.
    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// Whether the rows are being edited (no swiping then).
    var isEditingRows: Bool { get }
}
