import Foundation
import TandemGraphics

/// Animates a table's batch update as UIKit does, over ``duration``: rows
/// that stay slide from their old places to their new ones (rows that come
/// on screen with them slide in by the same distance); inserted rows fade
/// in, or slide in from the side their `RowAnimation` names; deleted rows
/// fade out at their old places, or slide away, and are handed back (and
/// the delegate told `didEndDisplaying`) once gone. Without an animation
/// asked for, outside a window, or inside `performWithoutAnimation`,
/// everything happens at once.
@MainActor
final class RowAnimator {
    /// How long rows take to move, come and go (UIKit's row animations take about this).
    static let duration: TimeInterval = 0.3

    private weak var table: UITableView?
    private let insertion: UITableView.RowAnimation
    private let deletion: UITableView.RowAnimation
    private let insertedRows: Set<IndexPath>
    /// Whether the update animates.
    let animates: Bool
    /// The frames of the cells and headers shown before the update, by identity.
    private var oldFrames: [ObjectIdentifier: CGRect] = [:]
    /// The views leaving, with what hands each back once it is gone.
    private var leaving: [(view: UIView, finish: () -> Void)] = []

    init(table: UITableView, updates: TableUpdates) {
        self.table = table
        insertion = updates.insertionAnimation
        deletion = updates.deletionAnimation
        // A reloaded row's new cell comes in as an inserted one does while the old one goes.
        insertedRows = updates.insertedRows.union(updates.reloadedRows)
        animates = updates.animates && table.window != nil && UIView.areAnimationsEnabled
        guard animates else { return }
        for view in Array(table.visibleCellsByPath.values) as [UIView] + Array(table.visibleSupplementaries.values) {
            oldFrames[ObjectIdentifier(view)] = view.frame
        }
    }

    /// A cell leaving the table: handed back at once, or once it has faded out.
    func leave(_ cell: UITableViewCell, at path: IndexPath) {
        guard animates else {
            table?.endDisplaying(cell, at: path)
            return
        }
        leaving.append((cell, { [weak table] in table?.endDisplaying(cell, at: path) }))
    }

    /// A header or footer leaving the table, as a cell does.
    func leave(_ view: UIView, for slot: TableSlot) {
        guard animates else {
            table?.endDisplaying(view, for: slot)
            return
        }
        leaving.append((view, { [weak table] in table?.endDisplaying(view, for: slot) }))
    }

    /// Animates from the old places to the ones the update's layout gave,
    /// then runs `completion` (at once when nothing animates).
    func run(completion: @escaping () -> Void) {
        guard animates, let table else {
            completion()
            return
        }
        var moves: [(view: UIView, to: CGRect)] = []
        var arrivals: [(view: UIView, to: CGRect, inserted: Bool)] = []
        var shifts: [CGFloat] = []
        let shown: [(path: IndexPath?, view: UIView)] =
            table.visibleCellsByPath.map { ($0.key, $0.value) } + table.visibleSupplementaries.values.map { (nil, $0) }
        for (path, view) in shown {
            if let old = oldFrames[ObjectIdentifier(view)] {
                if old != view.frame {
                    shifts.append(old.minY - view.frame.minY)
                    moves.append((view, view.frame))
                }
            } else {
                // A new header or footer comes as an inserted row does.
                arrivals.append((view, view.frame, path.map { insertedRows.contains($0) } ?? true))
            }
        }
        let leaving = self.leaving
        let (insertion, deletion) = (self.insertion, self.deletion)
        let bounds = table.bounds
        // Rows that come on screen without being inserted move as their neighbors do (the median shift).
        let shift = shifts.sorted().dropFirst(shifts.count / 2).first ?? 0
        UIView.performWithoutAnimation {
            for (view, _) in moves { view.frame = oldFrames[ObjectIdentifier(view)] ?? view.frame }
            for (view, frame, inserted) in arrivals {
                if inserted {
                    view.frame = Self.offset(frame, by: insertion, in: bounds)
                    view.alpha = 0
                } else {
                    view.frame = frame.offsetBy(dx: 0, dy: shift)
                }
            }
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (view, frame) in moves + arrivals.map({ ($0.view, $0.to) }) {
                    view.frame = frame
                    view.alpha = 1
                }
                for (view, _) in leaving {
                    view.alpha = 0
                    view.frame = Self.offset(view.frame, by: deletion, in: bounds)
                }
            },
            completion: { _ in
                for (view, finish) in leaving {
                    view.alpha = 1
                    finish()
                }
                completion()
            })
    }

    /// Where a row coming in with `animation` starts (or one going out ends):
    /// beside its place for the sliding animations, at it for the fades.
    private static func offset(_ frame: CGRect, by animation: UITableView.RowAnimation, in bounds: CGRect) -> CGRect {
        switch animation {
        case .left: frame.offsetBy(dx: -bounds.width, dy: 0)
        case .right: frame.offsetBy(dx: bounds.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        default: frame
        }
    }
}
