import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Rows a data source lists, and what the table told its delegate.
@MainActor
private final class AnimatedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var titles = ["A", "B", "C", "D", "E"]
    var ended: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(cell.textLabel?.text ?? "?")
    }
}

/// A table's batch updates animate as UIKit's do: rows that stay slide to
/// their new places, inserted rows come in and deleted rows go over 0.3 s,
/// and `performBatchUpdates`' completion runs when they are done.
@MainActor
@Suite struct RowAnimationTests {
    private func makeTable(_ rows: AnimatedRows) -> (UIWindow, UITableView) {
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        controller.view.addSubview(table)
        CATransaction.flush()
        return (window, table)
    }

    @Test func aDeletedRowFadesOutWhileTheRowsBelowSlideUp() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let rows = AnimatedRows()
        let (window, table) = makeTable(rows)
        defer { window.isHidden = true }
        let deleted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let below = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        var completed: [Bool] = []
        rows.titles.remove(at: 1)
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        } completion: {
            completed.append($0)
        }
        // The model is at once where it ends; the picture starts where it was.
        #expect(below.frame.minY == 44 && table.cellForRow(at: IndexPath(row: 1, section: 0)) === below)
        #expect(completed.isEmpty && rows.ended.isEmpty, "the deleted row is still going")
        #expect(deleted.superview === table && !deleted.isHidden)
        CATransaction.flush()
        #expect(abs(presentedMinY(of: below) - 88) < 0.5)
        TandemAnimationClock.advance(by: BatchUpdateMotion.duration / 2)
        let halfway = presentedMinY(of: below)
        #expect(halfway > 44 && halfway < 88)
        let fading = (deleted.layer.presentation() ?? deleted.layer).opacity
        #expect(fading > 0 && fading < 1)
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(presentedMinY(of: below) == 44)
        #expect(rows.ended == ["B"] && deleted.isHidden && deleted.alpha == 1, "handed back once gone")
        #expect(completed == [true])
    }

    @Test func anInsertedRowSlidesInFromTheSideItsAnimationNames() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let rows = AnimatedRows()
        let (window, table) = makeTable(rows)
        defer { window.isHidden = true }
        rows.titles.insert("New", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(inserted.textLabel?.text == "New" && inserted.frame.minX == 0)
        CATransaction.flush()
        let start = inserted.layer.presentation() ?? inserted.layer
        #expect(start.position.x - start.bounds.width / 2 == -320 && start.opacity == 0)
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        let end = inserted.layer.presentation() ?? inserted.layer
        #expect(end.position.x - end.bounds.width / 2 == 0 && end.opacity == 1)
    }

    @Test func insertionsAndDeletionsOfOneBatchKeepTheirOwnAnimations() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let rows = AnimatedRows()
        let (window, table) = makeTable(rows)
        defer { window.isHidden = true }
        let deleted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        rows.titles.remove(at: 0)
        rows.titles.append("New")
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .right)
        }
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        CATransaction.flush()
        TandemAnimationClock.advance(by: BatchUpdateMotion.duration / 2)
        let going = deleted.layer.presentation() ?? deleted.layer
        let coming = inserted.layer.presentation() ?? inserted.layer
        #expect(going.position.x == 160 && going.opacity < 1, "the deleted row fades where it was")
        #expect(coming.position.x > 160 && coming.position.x < 480, "the inserted row slides in from the right")
        _ = TandemAnimationClock.runAnimationsToEnd()
    }

    @Test func eachCallOfABatchKeepsItsOwnAnimation() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let rows = AnimatedRows()
        let (window, table) = makeTable(rows)
        defer { window.isHidden = true }
        rows.titles = ["From left", "A", "From right", "B", "C", "D", "At once", "E"]
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
            table.insertRows(at: [IndexPath(row: 6, section: 0)], with: .none)
        }
        let left = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let right = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let atOnce = try #require(table.cellForRow(at: IndexPath(row: 6, section: 0)))
        CATransaction.flush()
        TandemAnimationClock.advance(by: BatchUpdateMotion.duration / 2)
        let leftNow = left.layer.presentation() ?? left.layer
        let rightNow = right.layer.presentation() ?? right.layer
        #expect(leftNow.position.x < 160 && rightNow.position.x > 160)
        #expect((atOnce.layer.animationKeys() ?? []).isEmpty && atOnce.alpha == 1 && atOnce.frame.minY == 6 * 44)
        _ = TandemAnimationClock.runAnimationsToEnd()
    }

    @Test func noAnimationOrPerformWithoutAnimationChangesAtOnce() throws {
        let rows = AnimatedRows()
        let (window, table) = makeTable(rows)
        defer { window.isHidden = true }
        var completed: [Bool] = []
        rows.titles.remove(at: 0)
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        } completion: {
            completed.append($0)
        }
        #expect(completed == [true] && rows.ended == ["A"], "before performBatchUpdates returns")
        rows.titles.remove(at: 0)
        UIView.performWithoutAnimation {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        #expect(rows.ended == ["A", "B"])
    }
}
