import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A cell class that counts how many were made, through the override of
/// `init(style:reuseIdentifier:)` a registered class is made with.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell whose wrapped label is pinned to the content view's margins, as
/// self-sizing cells are written.
final class WrappingCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows of text in sections, recording what the table asks and tells.
@MainActor final class RowSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var log: [String] = []
    var asked: [IndexPath] = []
    var identifier = "row"
    var committed: [IndexPath] = []
    var flagged: [Int] = []
    /// Whether rows offer a leading "Flag" action.
    var offersFlag = false
    /// Whether rows can be moved while editing.
    var movable = false
    var moves: [(IndexPath, IndexPath)] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        committed.append(indexPath)
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard offersFlag else { return nil }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.flagged.append(indexPath.row)
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [flag])
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
}

/// A window showing a table of `source`'s rows (cells registered as "row"), laid out.
@MainActor
func showTable(
    _ source: RowSource, style: UITableView.Style, width: CGFloat, height: CGFloat, delegate: Bool = true
) -> (UIWindow, UITableView) {
    let controller = UIViewController()
    let window = makeWindow(width: width, height: height, root: controller)
    let table = UITableView(frame: controller.view.bounds, style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    if delegate { table.delegate = source }
    controller.view.addSubview(table)
    table.layoutIfNeeded()
    return (window, table)
}

@MainActor
@Suite struct TableViewTests {
    func text(of cell: UITableViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    func makeTable(_ source: RowSource, style: UITableView.Style = .plain, height: CGFloat = 440) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func onlyVisibleRowsHaveCellsAndScrollingReusesThem() {
        let source = RowSource([(0..<10_000).map { "Row \($0)" }])
        CountingCell.made = 0
        let table = makeTable(source)
        // 44-point rows (one line of body text) plus a separator: 10 fit in 440 points.
        let first = table.visibleCells.count
        #expect(first >= 10 && first <= 11)
        #expect(source.asked.count == first)
        #expect(text(of: table.cellForRow(at: IndexPath(row: 0, section: 0))) == "Row 0")
        // Every row not yet shown counts at its estimate, so the content is 10,000 rows tall.
        #expect(table.contentSize.height > 400_000)
        for screen in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(screen) * 440)
            table.layoutIfNeeded()
        }
        #expect(CountingCell.made <= first + 2)
        let paths = table.indexPathsForVisibleRows ?? []
        #expect(paths.count >= 10 && paths.count <= 12)
        #expect(paths.allSatisfy { (1_950...2_050).contains($0.row) })
        for path in paths { #expect(text(of: table.cellForRow(at: path)) == "Row \(path.row)") }
        #expect(table.visibleCells.compactMap { $0 as? CountingCell }.allSatisfy { $0.reuses > 0 })
        // Cells that left are hidden, not drawn: the table holds only a bounded number.
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= first + 2)
    }

    @Test func selfSizingRowsTakeTheirWrappedLabelsHeight() {
        final class Source: NSObject, UITableViewDataSource {
            let texts = ["Short", String(repeating: "A long line of text that has to wrap. ", count: 6), "Another"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
                cell.body.text = texts[indexPath.row]
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.dataSource = source
        table.layoutIfNeeded()
        let separator = 1 / table.traitCollection.displayScale
        let probe = UILabel()
        probe.numberOfLines = 0
        for (row, text) in source.texts.enumerated() {
            probe.text = text
            let textHeight = probe.sizeThatFits(CGSize(width: CGFloat(288), height: CGFloat.greatestFiniteMagnitude))
                .height
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(
                abs(rect.height - (textHeight + 20 + separator)) < 1, "row \(row): \(rect.height) vs \(textHeight + 20)"
            )
        }
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)),
            short = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(long.height > 2 * short.height)
        #expect(long.minY == short.maxY)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? WrappingCell
        #expect(cell?.frame == long)
        #expect(cell.map { $0.body.frame.height > 40 } == true)
    }

    /// UIKit deselects the rows it reloads (without telling the delegate);
    /// other rows keep their selection, and reconfigured rows keep theirs.
    @Test func reloadingASelectedRowDeselectsIt() {
        let source = RowSource([(0..<5).map { "Row \($0)" }])
        let table = makeTable(source)
        table.allowsMultipleSelection = true
        let first = IndexPath(row: 1, section: 0), second = IndexPath(row: 3, section: 0)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        table.selectRow(at: second, animated: false, scrollPosition: .none)
        source.log = []
        table.reloadRows(at: [first], with: .automatic)
        #expect(table.indexPathsForSelectedRows == [second])
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: first)?.isSelected == false)
        #expect(table.cellForRow(at: second)?.isSelected == true)
        #expect(!source.log.contains { $0.contains("Deselect") })
        table.reconfigureRows(at: [second])
        table.layoutIfNeeded()
        #expect(table.indexPathsForSelectedRows == [second])
    }

    @Test func aTapHighlightsThenSelectsAndTheDelegateHearsUIKitsOrder() {
        let source = RowSource([(0..<20).map { "Row \($0)" }])
        let (window, table) = showTable(source, style: .plain, width: 320, height: 480)
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        window.synthesizeTap(at: CGPoint(x: 100, y: second.midY), time: 0)
        #expect(source.log == ["didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        source.log = []
        let fourth = table.rectForRow(at: IndexPath(row: 3, section: 0))
        window.synthesizeTap(at: CGPoint(x: 100, y: fourth.midY), time: 1)
        #expect(
            source.log == [
                "didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        // Programmatic selection tells the delegate nothing.
        source.log = []
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        #expect(source.log.isEmpty)
        // A selected row's cell shows the gray selection behind its content.
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let image = window.tandemSnapshot()
        let scale = Int(window.traitCollection.displayScale)
        let row0 = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let gray = image.pixel(300 * scale, Int(row0.midY) * scale),
            white = image.pixel(300 * scale, Int(fourth.maxY + 30) * scale)
        #expect(gray.r < 235 && gray.r > 150)
        #expect(white == RGBA(255, 255, 255, 255))
    }

    @Test func batchUpdatesKeepTheCellsOfRowsThatStay() {
        let source = RowSource([["A", "B", "C", "D"]])
        let table = makeTable(source)
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cellD = table.cellForRow(at: IndexPath(row: 3, section: 0))
        source.asked = []
        source.log = []
        // Delete A, insert X at 0 and Y at 2, move D to the front… in one batch.
        source.sections = [["D", "X", "B", "Y", "C"]]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
            table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        }
        let texts = (0..<5).map { text(of: table.cellForRow(at: IndexPath(row: $0, section: 0))) }
        #expect(texts == ["D", "X", "B", "Y", "C"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellD)
        // Only the inserted rows were asked for; the deleted row's cell ended display.
        #expect(Set(source.asked) == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        #expect(source.log == ["didEndDisplaying 0.0"])
        // Rows stack without gaps after the update.
        for row in 1..<5 {
            #expect(
                table.rectForRow(at: IndexPath(row: row, section: 0)).minY
                    == table.rectForRow(at: IndexPath(row: row - 1, section: 0)).maxY)
        }
    }

    @Test func anUpdateThatDoesNotMatchTheDataIsReportedAndTheTableReloads() {
        let source = RowSource([["A", "B"]])
        let table = makeTable(source)
        source.sections = [["A", "B", "C"]]
        let lines = diagnostics {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.layoutIfNeeded()
        }
        #expect(
            lines.contains {
                $0.contains("Invalid update: invalid number of rows in section 0") && $0.contains("(3)")
                    && $0.contains("(2)")
            })
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(text(of: table.cellForRow(at: IndexPath(row: 2, section: 0))) == "C")
        // Dequeuing an identifier nobody registered is reported, and a default cell is used.
        source.identifier = "nobody"
        let missing = diagnostics {
            table.reloadData()
            table.layoutIfNeeded()
        }
        #expect(missing.contains { $0.contains("unable to dequeue a cell with identifier nobody") })
        #expect(table.visibleCells.count == 3)
    }

    @Test func sectionTitlesMakeHeadersAndAPlainHeaderStaysAtTheTop() {
        let source = RowSource([(0..<30).map { "First \($0)" }, (0..<30).map { "Second \($0)" }])
        source.titles = ["One", "Two"]
        let table = makeTable(source, height: 300)
        let header = table.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "One")
        let headerRect = table.rectForHeader(inSection: 0)
        #expect(headerRect.minY == 0 && headerRect.height > 20)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerRect.maxY)
        // Scrolled into the first section: its header floats at the top of the bounds.
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 200)
        // Near the second section: the first header is pushed up by it.
        let second = table.rectForHeader(inSection: 1)
        table.contentOffset = CGPoint(x: 0, y: second.minY - 10)
        table.layoutIfNeeded()
        let pushed = table.headerView(forSection: 0)?.frame
        #expect(pushed.map { abs($0.maxY - table.rectForFooter(inSection: 0).minY) < 0.5 } == true)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Two")
    }

    @Test func scrollToRowBringsAFarRowToTheTop() {
        let source = RowSource([(0..<5_000).map { "Row \($0)" }])
        let table = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 4_000, section: 0), at: .top, animated: false)
        let rect = table.rectForRow(at: IndexPath(row: 4_000, section: 0))
        #expect(table.contentOffset.y == rect.minY)
        #expect(text(of: table.cellForRow(at: IndexPath(row: 4_000, section: 0))) == "Row 4000")
        let lines = diagnostics { table.scrollToRow(at: IndexPath(row: 9_000, section: 0), at: .top, animated: false) }
        #expect(lines.contains { $0.contains("out of range") })
    }

    @Test func aDiffableDataSourceAppliesTheDifferences() {
        enum Section: Hashable { case main, more }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var provided: [String] = []
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, path, item in
            provided.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .more])
        snapshot.appendItems(["a", "b", "c", "d"], toSection: .main)
        snapshot.appendItems(["x", "y"], toSection: .more)
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(provided == ["a", "b", "c", "d", "x", "y"])
        let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        provided = []
        var next = dataSource.snapshot()
        next.deleteItems(["b"])
        next.moveItem("d", beforeItem: "a")
        next.appendItems(["e"], toSection: .main)
        next.moveItem("x", afterItem: "c")
        dataSource.apply(next)
        func texts(_ section: Int) -> [String?] {
            (0..<table.numberOfRows(inSection: section)).map {
                text(of: table.cellForRow(at: IndexPath(row: $0, section: section)))
            }
        }
        #expect(texts(0) == ["d", "a", "c", "x", "e"])
        #expect(texts(1) == ["y"])
        #expect(provided == ["e"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellC)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "x")
        #expect(dataSource.indexPath(for: "y") == IndexPath(row: 0, section: 1))
        // Inset grouped: rows are inset from the edges.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
        // A duplicate identifier is reported and skipped.
        var duplicate = dataSource.snapshot()
        let lines = diagnostics { duplicate.appendItems(["a"], toSection: .more) }
        #expect(lines.contains { $0.contains("not unique") })
        #expect(duplicate.numberOfItems == 6)
    }

    @Test func insetGroupedSectionsHaveRoundedOuterCorners() {
        let source = RowSource([["A", "B", "C"]])
        let (window, table) = showTable(source, style: .insetGrouped, width: 320, height: 400, delegate: false)
        let image = window.tandemSnapshot()
        let scale = window.traitCollection.displayScale
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA { image.pixel(Int(x * scale), Int(y * scale)) }
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        let middle = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        let white = RGBA(255, 255, 255, 255)
        // The first row's top corners are cut (the gray background shows), its middle is white;
        // the middle row's corners are square.
        #expect(pixel(first.minX + 1, first.minY + 1) != white)
        #expect(pixel(first.maxX - 1.5, first.minY + 1) != white)
        #expect(pixel(first.minX + 1, first.maxY - 3) == white)
        #expect(pixel(middle.minX + 0.5, middle.minY + 0.5) == white)
        #expect(pixel(first.midX, first.minY + 1) == white)
    }

    @Test func aTableViewControllerSubclassOverridesTheDataSourceMethods() {
        final class Numbers: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "n")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
                cell.textLabel?.text = "Number \(indexPath.row)"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let controller = Numbers(style: .grouped)
        let window = makeWindow(width: 320, height: 400, root: controller)
        window.layoutIfNeeded()
        let cells = controller.tableView.visibleCells
        #expect(cells.map { $0.textLabel?.text } == ["Number 0", "Number 1", "Number 2"])
        // Classic cells are 44 points, plus a separator except after the section's last row.
        let separator = 1 / window.traitCollection.displayScale
        #expect(cells.map(\.frame.height) == [44 + separator, 44 + separator, 44])
        // Grouped: white rows on the gray grouped background.
        let image = window.tandemSnapshot()
        let scale = Int(window.traitCollection.displayScale)
        let firstRow = controller.tableView.convert(cells[0].frame, to: window)
        #expect(image.pixel(200 * scale, Int(firstRow.midY) * scale) == RGBA(255, 255, 255, 255))
        let below = controller.tableView.convert(cells[2].frame, to: window).maxY + 40
        let background = image.pixel(200 * scale, Int(below) * scale)
        #expect(background != RGBA(255, 255, 255, 255) && background.r > 200)
    }
}

@MainActor
@Suite struct TableSwipeTests {
    @Test func swipingARowRevealsDeleteAndTappingItCommitsTheDeletion() {
        let source = RowSource([["A", "B", "C"]])
        source.offersFlag = true
        let (window, table) = showTable(source, style: .plain, width: 320, height: 480)
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        window.synthesizeDrag(
            from: CGPoint(x: 250, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: -120, y: 0), steps: 6), time: 0, interval: 0.05,
            lift: 0.1)
        CATransaction.flush()
        // Open: the cell moved left by the Delete button's width; nothing scrolled or was selected.
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell.map { $0.frame.minX < -60 } == true)
        #expect(table.contentOffset == .zero)
        #expect(source.log.allSatisfy { !$0.hasPrefix("didSelect") })
        let image = window.tandemSnapshot()
        let scale = window.traitCollection.displayScale
        let red = image.pixel(Int(315 * scale), Int(row.midY * scale))
        #expect(red.r > 200 && red.g < 100 && red.b < 100)
        // Tapping Delete asks the data source to commit, which deletes the row.
        window.synthesizeTap(at: CGPoint(x: 300, y: row.midY), time: 2)
        #expect(source.committed == [IndexPath(row: 1, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(
            (table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)?
                .text == "C")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        // A short swipe snaps back; a swipe the other way reveals the leading action, and a tap elsewhere closes it.
        window.synthesizeDrag(
            from: CGPoint(x: 250, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: -20, y: 0), steps: 6), time: 4, interval: 0.05,
            lift: 0.1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        window.synthesizeDrag(
            from: CGPoint(x: 40, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 120, y: 0), steps: 6), time: 6, interval: 0.05,
            lift: 0.1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)).map { $0.frame.minX > 60 } == true)
        window.synthesizeTap(at: CGPoint(x: 200, y: table.rectForRow(at: IndexPath(row: 0, section: 0)).midY), time: 8)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        #expect(table.indexPathForSelectedRow == nil)
        // Tapping Flag runs the leading action's handler.
        window.synthesizeDrag(
            from: CGPoint(x: 40, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 120, y: 0), steps: 6), time: 10, interval: 0.05,
            lift: 0.1)
        window.synthesizeTap(at: CGPoint(x: 20, y: row.midY), time: 12)
        #expect(source.flagged == [1])
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let source = RowSource([["A", "B", "C"]])
        source.offersFlag = true
        let (window, table) = showTable(source, style: .plain, width: 320, height: 480)
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        window.synthesizeDrag(
            from: CGPoint(x: 300, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: -280, y: 0), steps: 6), time: 0, interval: 0.05,
            lift: 0.1)
        #expect(source.committed == [IndexPath(row: 0, section: 0)])
        #expect(source.sections == [["B", "C"]])
    }

    @Test func editingShowsDeleteControlsAndMoveHandlesThatWork() {
        let source = RowSource([["A", "B", "C", "D"]])
        source.movable = true
        let (window, table) = showTable(source, style: .plain, width: 320, height: 480)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let rowB = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        // The content moved right of the delete control.
        #expect(cellB.map { $0.contentView.frame.minX == 38 } == true)
        CATransaction.flush()
        let scale = window.traitCollection.displayScale
        let control = window.tandemSnapshot().pixel(Int(23 * scale), Int((rowB.midY - 8) * scale))
        #expect(control.r > 200 && control.g < 100, "a red delete control: \(control)")
        // Tapping it reveals Delete; tapping Delete commits the deletion.
        window.synthesizeTap(at: CGPoint(x: 23, y: rowB.midY), time: 0)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)).map { $0.frame.minX < -40 } == true)
        window.synthesizeTap(at: CGPoint(x: 300, y: rowB.midY), time: 1)
        #expect(source.committed == [IndexPath(row: 1, section: 0)])
        #expect(source.sections == [["A", "C", "D"]])
        // Dragging A's handle below C moves it: the data source hears it, and the rows follow.
        let rowA = table.rectForRow(at: IndexPath(row: 0, section: 0))
        window.synthesizeDrag(
            from: CGPoint(x: 300, y: rowA.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: rowA.height), steps: 6), time: 3,
            interval: 0.05, lift: 0.1)
        #expect(source.moves.map { "\($0.0.row)->\($0.1.row)" } == ["0->1"])
        #expect(source.sections == [["C", "A", "D"]])
        let texts = (0..<3).map {
            (table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?
                .text
        }
        #expect(texts == ["C", "A", "D"])
        #expect(table.contentOffset == .zero, "a drag on a handle does not scroll")
    }
}
