import Foundation
import TandemGraphics

/// Animates a table's batch update as UIKit does, over 0.3 s: rows that
/// stay slide from their old places to their new ones (rows that come on
/// screen with them slide in by the same distance); inserted rows fade in,
/// or slide in from the side their `RowAnimation` names, each as its own
/// call asked; deleted rows fade out at their old places, or slide away,
/// and are handed back (and the delegate told `didEndDisplaying`) once gone. Without an animation
/// asked for, outside a window, or inside `performWithoutAnimation`,
/// everything happens at once. `BatchUpdateMotion` runs the motion.
@MainActor
final class RowAnimator {
    private weak var table: UITableView?
    /// The update: how each row and section comes and goes, as its call asked.
    private let updates: TableUpdates
    /// Whether the update animates.
    let animates: Bool
    /// The frames of the cells and headers shown before the update, by identity.
    private var oldFrames: [ObjectIdentifier: CGRect] = [:]
    /// The views leaving, with how they go and what hands each back once gone.
    private var leaving: [(view: UIView, animation: UITableView.RowAnimation, finish: () -> Void)] = []

    init(table: UITableView, updates: TableUpdates) {
        self.table = table
        self.updates = updates
        animates = updates.animates && table.window != nil && UIView.areAnimationsEnabled
        guard animates else { return }
        for view in Array(table.visibleCellsByPath.values) as [UIView] + Array(table.visibleSupplementaries.values) {
            oldFrames[ObjectIdentifier(view)] = view.frame
        }
    }

    /// A cell leaving the table: handed back at once, or once it has gone
    /// as its deletion (or reload) asked.
    func leave(_ cell: UITableViewCell, at path: IndexPath) {
        let finish: () -> Void = { [weak table] in table?.endDisplaying(cell, at: path) }
        let animation = updates.animation(going: path) ?? .automatic
        guard animates, animation != .none else { return finish() }
        leaving.append((cell, animation, finish))
    }

    /// A header or footer leaving the table, as its section's rows do.
    func leave(_ view: UIView, for slot: TableSlot) {
        let finish: () -> Void = { [weak table] in table?.endDisplaying(view, for: slot) }
        let animation = slot.section.flatMap { updates.goingSections[$0] } ?? .automatic
        guard animates, animation != .none else { return finish() }
        leaving.append((view, animation, finish))
    }

    /// Animates from the old places to the ones the update's layout gave,
    /// then runs `completion` (at once when nothing animates).
    func run(completion: @escaping () -> Void) {
        guard animates, let table else {
            completion()
            return
        }
        typealias State = BatchUpdateMotion.State
        var motion = BatchUpdateMotion()
        var arrivals: [(view: UIView, to: CGRect)] = []
        var shifts: [CGFloat] = []
        let bounds = table.bounds
        let shown: [(view: UIView, coming: UITableView.RowAnimation?)] =
            table.visibleCellsByPath.map { ($0.value, updates.animation(coming: $0.key)) }
            + table.visibleSupplementaries.map { ($0.value, $0.key.section.flatMap { updates.comingSections[$0] }) }
        for (view, coming) in shown {
            if let old = oldFrames[ObjectIdentifier(view)] {
                if old != view.frame { shifts.append(old.minY - view.frame.minY) }
                motion.move(view, from: State(frame: old), to: State(frame: view.frame))
            } else if let coming {
                // New rows (and a new section's header) come as their call asked; `.none` shows them at once.
                guard coming != .none else { continue }
                motion.move(
                    view, from: State(frame: Self.offset(view.frame, by: coming, in: bounds), alpha: 0),
                    to: State(frame: view.frame))
            } else {
                arrivals.append((view, view.frame))
            }
        }
        // Rows that come on screen without being inserted move as their neighbors do (the median shift).
        let shift = shifts.sorted().dropFirst(shifts.count / 2).first ?? 0
        for (view, frame) in arrivals {
            motion.move(view, from: State(frame: frame.offsetBy(dx: 0, dy: shift)), to: State(frame: frame))
        }
        for (view, animation, finish) in leaving {
            motion.depart(
                view, to: State(frame: Self.offset(view.frame, by: animation, in: bounds), alpha: 0), finish: finish)
        }
        motion.run(completion: completion)
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
