public import Foundation

/// What a table view asks for its content: how many sections and rows,
/// the cell for each row, section titles, and whether rows can be edited
/// and moved. Every method except the row count and the cell has a default
/// (Linux has no optional protocol methods).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: dequeue one and configure it.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title shown in `section`'s header; nil for none (the default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title shown in `section`'s footer; nil for none (the default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (swiped to delete); true by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved while editing; false by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user deleted (or inserted) the row: update your data, then the
    /// table (`deleteRows(at:with:)`). Does nothing by default.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row: update your data (the table has moved the row already). Does nothing by default.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of a section index; nil for none (the default; Tandem draws no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
