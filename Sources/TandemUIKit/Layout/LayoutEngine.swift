import Foundation
import TandemGraphics
import TandemSolver
import TandemSupport

/// The Auto Layout engine of one view tree (a window, or a view without
/// superview): one incremental solver holding every active constraint of
/// the tree and the constraints derived from its items.
///
/// Changes are queued and applied at ``sync()``, which the layout pass
/// calls: removals leave the solver at once, additions, changed constants
/// and rebuilt item constraints go in at the next sync, then the solution is
/// read back and changed frames are handed to the views' superviews, whose
/// `layoutSubviews` applies them.
@preconcurrency @MainActor
final class LayoutEngine {
    unowned let root: UIView
    let solver = Solver()
    private var items: [EngineItem] = []
    private var removedItems = 0
    private var pending: [NSLayoutConstraint] = []
    private var dirtyItems: [EngineItem] = []
    /// Whether a sync has work to do.
    private(set) var needsSync = false

    init(root: UIView) {
        self.root = root
    }

    private func scheduleSync() {
        guard !needsSync else { return }
        needsSync = true
        root.setNeedsLayout()
    }

    // MARK: Constraints

    /// Takes an active constraint of the tree; it enters the solver at the next sync.
    func add(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        pending.append(constraint)
        scheduleSync()
    }

    /// Removes a constraint (at once).
    func remove(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        withdraw(constraint)
        constraint.engine = nil
        constraint.isBroken = false
        scheduleSync()
    }

    /// A constant or priority changed: the constraint is re-entered at the next sync.
    func constraintChanged(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        withdraw(constraint)
        pending.append(constraint)
        scheduleSync()
    }

    /// Removes several constraints (at once), with one solver call: a
    /// subtree leaving the tree removes whole chains of derived constraints.
    func remove(_ list: [NSLayoutConstraint]) {
        let mine = list.filter { $0.engine === self }
        guard !mine.isEmpty else { return }
        let solved = mine.compactMap(\.solverConstraint)
        do {
            try solver.removeConstraints(solved)
        } catch {
            // The engine added them all, so this is not expected; remove what
            // the solver still has one by one rather than leave any behind.
            Diagnostics.report("LayoutEngine", "batch removal failed (\(error)); removing one by one")
            for constraint in solved where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
        }
        for constraint in mine {
            constraint.solverConstraint = nil
            constraint.engine = nil
            constraint.isBroken = false
        }
        scheduleSync()
    }

    /// Takes the solver's copy of a constraint out (a broken one has none).
    private func withdraw(_ constraint: NSLayoutConstraint) {
        guard let solved = constraint.solverConstraint else { return }
        // The engine added it, so the solver knows it: removal cannot fail.
        try? solver.removeConstraint(solved)
        constraint.solverConstraint = nil
    }

    // MARK: Items

    /// The item's variables, enrolling it (and its layout parents) when needed.
    @discardableResult
    func enroll(_ item: LayoutItem) -> EngineItem {
        if let existing = item.engineItem, existing.engine === self { return existing }
        // Parents first, found without recursion (trees may be very deep).
        var missing: [LayoutItem] = []
        var node = item.layoutParent
        var child: LayoutItem = item
        while child !== root, let parent = node, !(parent.engineItem.map { $0.engine === self } ?? false) {
            missing.append(parent)
            child = parent
            node = parent.layoutParent
        }
        for parent in missing.reversed() { enrollAlone(parent) }
        return enrollAlone(item)
    }

    /// Enrolls `item` whose layout parent is enrolled already.
    @discardableResult
    private func enrollAlone(_ item: LayoutItem) -> EngineItem {
        let entry = EngineItem(item: item, engine: self)
        item.engineItem = entry
        items.append(entry)
        entry.isDirty = true
        dirtyItems.append(entry)
        scheduleSync()
        return entry
    }

    /// Takes an item out of the engine with its derived constraints.
    func unenroll(_ item: LayoutItem) {
        guard let entry = item.engineItem, entry.engine === self else { return }
        for constraint in entry.internalConstraints { remove(constraint) }
        entry.internalConstraints = []
        item.engineItem = nil
        removedItems += 1
    }

    func itemBecameDirty(_ entry: EngineItem) {
        dirtyItems.append(entry)
        scheduleSync()
    }

    /// Takes items out of the engine with their derived constraints, with
    /// one solver call for all of them.
    func unenroll(_ list: [LayoutItem]) {
        var derived: [NSLayoutConstraint] = []
        for item in list {
            guard let entry = item.engineItem, entry.engine === self else { continue }
            derived.append(contentsOf: entry.internalConstraints)
            entry.internalConstraints = []
            item.engineItem = nil
            removedItems += 1
        }
        remove(derived)
    }

    /// The tree joins another engine and this one is dropped: every item
    /// and constraint forgets it, without taking anything out of the solver
    /// one by one (the solver goes with the engine).
    func discard() {
        for entry in items where entry.item.engineItem === entry {
            for constraint in entry.internalConstraints {
                constraint.solverConstraint = nil
                constraint.engine = nil
                constraint.isBroken = false
            }
            entry.internalConstraints = []
            entry.item.engineItem = nil
        }
        for constraint in pending where constraint.engine === self {
            constraint.solverConstraint = nil
            constraint.engine = nil
        }
        items = []
        pending = []
        dirtyItems = []
    }

    /// Forgets `constraint` without solver work (its engine is being discarded).
    func forget(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        constraint.solverConstraint = nil
        constraint.engine = nil
        constraint.isBroken = false
    }

    // MARK: Solving

    /// Applies queued changes, solves, and hands changed frames to the views.
    ///
    /// With `applyingResults` false the solution is only read into the
    /// variables (a fitting measurement): no view is handed a frame.
    func sync(applyingResults: Bool = true) {
        guard needsSync else { return }
        needsSync = false
        for constraint in pending where constraint.engine === self && constraint.solverConstraint == nil {
            if let first = constraint.firstItem as? LayoutItem { enroll(first) }
            if let second = constraint.secondItem as? LayoutItem { enroll(second) }
        }
        while let entry = dirtyItems.popLast() {
            guard entry.isDirty, entry.item.engineItem === entry else { continue }
            rebuild(entry)
        }
        let queue = pending
        pending = []
        for constraint in queue where constraint.engine === self && constraint.solverConstraint == nil {
            enter(constraint)
        }
        needsSync = false
        solver.updateVariables()
        if applyingResults { applyResults() }
    }

    private func rebuild(_ entry: EngineItem) {
        entry.isDirty = false
        for constraint in entry.internalConstraints { remove(constraint) }
        let made = entry.item.makeInternalConstraints(isEngineRoot: entry.item === root)
        entry.internalConstraints = made
        entry.isPinnedToFrame = (entry.item as? UIView).map { $0.translatesAutoresizingMaskIntoConstraints } ?? false
        for constraint in made {
            constraint.engine = self
            if let second = constraint.secondItem as? LayoutItem { enroll(second) }
            enter(constraint)
        }
    }

    /// Puts a constraint into the solver; an unsatisfiable one is logged as UIKit logs it and broken.
    private func enter(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem as? LayoutItem else { return }
        let second = constraint.secondItem as? LayoutItem
        // A derived constraint on one item (`x == 10`) places it in its layout parent's coordinates.
        let container =
            constraint.container
            ?? (second == nil ? first.layoutParent : ConstraintInstaller.commonAncestor(first, second)) ?? root
        var expression = LayoutExpressions.expression(first, constraint.firstAttribute, in: container, engine: self)
        if let second {
            let other = LayoutExpressions.expression(second, constraint.secondAttribute, in: container, engine: self)
            expression = expression - Double(constraint.multiplier) * other
        }
        expression = expression - Double(constraint.constant)
        let relation: RelationalOperator =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let solved = Constraint(expression, relation, strength: Strength(constraint.priority.rawValue))
        do {
            try solver.addConstraint(solved)
            constraint.solverConstraint = solved
            constraint.isBroken = false
        } catch SolverError.unsatisfiableConstraint {
            constraint.isBroken = true
            Diagnostics.report("LayoutConstraints", UnsatisfiableReport.message(breaking: constraint))
        } catch {
            Diagnostics.report("LayoutConstraints", "could not add \(constraint): \(error)")
        }
    }

    /// Reads the solution back: each view whose frame changed gets it as a
    /// pending frame, and its superview is marked for layout.
    private func applyResults() {
        if removedItems > 64, removedItems > items.count / 4 {
            items.removeAll { $0.item.engineItem !== $0 }
            removedItems = 0
        }
        let scale = root.traitCollection.displayScale > 0 ? root.traitCollection.displayScale : 1
        for entry in items {
            guard entry.item.engineItem === entry, let view = entry.item as? UIView else { continue }
            let frame = PixelRounding.round(entry.frame, scale: scale)
            if view === root {
                if !view.translatesAutoresizingMaskIntoConstraints, view.bounds.size != frame.size {
                    view.bounds.size = frame.size
                }
                continue
            }
            guard frame != entry.lastAppliedFrame || frame != view.frame else { continue }
            entry.lastAppliedFrame = frame
            if frame != view.frame {
                view.ensureLayoutState().pendingEngineFrame = frame
                view.superview?.setNeedsLayout()
            }
        }
    }

    // MARK: Diagnostics

    /// Whether one of the item's variables can move without changing how well the constraints are met.
    func isAmbiguous(_ item: LayoutItem) -> Bool {
        guard let entry = item.engineItem, entry.engine === self else { return false }
        sync()
        for variable in [entry.x, entry.y, entry.width, entry.height] {
            let value = variable.value
            guard (try? solver.addEditVariable(variable, strength: Strength(1))) != nil else { continue }
            try? solver.suggestValue(value + 1, for: variable)
            let moved = solver.value(of: variable)
            try? solver.suggestValue(value, for: variable)
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
            if abs(moved - value) > 0.5 { return true }
        }
        return false
    }
}
