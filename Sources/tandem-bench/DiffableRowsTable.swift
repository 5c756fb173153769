import Foundation
import TandemUIKit

/// The hand-written side of `tandem-bench lists`' operations: a plain
/// `UITableView` with a `UITableViewDiffableDataSource<Int, Int>` (one
/// section, a row's id as its item), written as a careful UIKit developer
/// would: the model is an array in the snapshot's order (the cell provider
/// reads `rows[indexPath.row]`), changes are applied by snapshot without
/// animation, and changed labels and the selection reconfigure their items.
@MainActor
final class DiffableRowsTable {
    /// The table's row height: what the `List`'s self-sized rows measure
    /// (a 30-point row, 11-point margins above and below, the 1-point separator),
    /// so both sides show the same rows. Fixed, as a developer whose rows
    /// are all alike makes it: the table measures no cell.
    static let rowHeight: CGFloat = 53

    let controller = UIViewController()
    let table: UITableView
    private(set) var rows: [SwiftUISuite.Row] = []
    private(set) var selected: Int?
    private var source: UITableViewDiffableDataSource<Int, Int>!

    init() {
        table = UITableView(frame: CGRect(origin: .zero, size: ListsSuite.screen), style: .plain)
        table.register(Cell.self, forCellReuseIdentifier: "row")
        table.rowHeight = Self.rowHeight
        source = UITableViewDiffableDataSource(tableView: table) { [unowned self] table, path, id in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path) as! Cell
            cell.label.text = rows[path.row].label
            cell.contentView.backgroundColor = id == selected ? .systemYellow : nil
            cell.setNeedsLayout()
            return cell
        }
        controller.view.addSubview(table)
    }

    private func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>) {
        source.apply(snapshot, animatingDifferences: false)
    }

    /// A snapshot of the rows as they are now.
    private func fullSnapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows.map(\.id))
        return snapshot
    }

    /// Shows `rows` instead of the rows shown (create, replace, clear).
    func set(_ rows: [SwiftUISuite.Row]) {
        self.rows = rows
        apply(fullSnapshot())
    }

    /// Appends " !!!" to every tenth row's label.
    func updateEveryTenthRow() {
        var changed: [Int] = []
        for index in stride(from: 0, to: rows.count, by: 10) {
            rows[index].label += " !!!"
            changed.append(rows[index].id)
        }
        var snapshot = source.snapshot()
        snapshot.reconfigureItems(changed)
        apply(snapshot)
    }

    /// Selects the row at `index`: it and the row selected before are reconfigured.
    func select(at index: Int) {
        let previous = selected
        selected = rows[index].id
        var snapshot = source.snapshot()
        snapshot.reconfigureItems([previous, selected].compactMap { $0 })
        apply(snapshot)
    }

    /// Swaps the rows at `first` and `second`.
    func swapAt(_ first: Int, _ second: Int) {
        rows.swapAt(first, second)
        apply(fullSnapshot())
    }

    /// Removes the row at `index`.
    func remove(at index: Int) {
        let id = rows.remove(at: index).id
        var snapshot = source.snapshot()
        snapshot.deleteItems([id])
        apply(snapshot)
    }

    /// Appends `new` rows.
    func append(_ new: [SwiftUISuite.Row]) {
        rows += new
        var snapshot = source.snapshot()
        snapshot.appendItems(new.map(\.id))
        apply(snapshot)
    }

    /// A row: a label and a button, laid out by hand, as the `List`'s rows draw them.
    final class Cell: UITableViewCell {
        let label = UILabel()
        let button = UIButton(type: .system)

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            button.setTitle("x", for: .normal)
            contentView.addSubview(label)
            contentView.addSubview(button)
        }

        required init?(coder: NSCoder) { fatalError() }

        override func layoutSubviews() {
            super.layoutSubviews()
            let bounds = contentView.bounds.insetBy(dx: 16, dy: 11)
            let buttonSize = button.intrinsicContentSize
            button.frame = CGRect(
                x: bounds.maxX - buttonSize.width, y: bounds.midY - buttonSize.height / 2, width: buttonSize.width,
                height: buttonSize.height)
            let labelSize = label.intrinsicContentSize
            label.frame = CGRect(
                x: bounds.minX, y: bounds.midY - labelSize.height / 2,
                width: min(labelSize.width, bounds.width - buttonSize.width - 8), height: labelSize.height)
        }
    }
}
