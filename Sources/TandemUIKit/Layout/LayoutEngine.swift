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
    /// Items whose solved frame may differ from their view's: their
    /// variables moved, they are new, or their view's frame was set by hand.
    /// Applying results visits only these, so a change that moves a few
    /// views costs a few views, not the tree.
    private var itemsToApply: [EngineItem] = []
    /// The display scale frames were last rounded at; when it changes every
    /// frame is rounded again.
    private var appliedScale: CGFloat = 0
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

    /// The constant changed: the solver moves the bound in place (see
    /// `Solver.setConstant`), so the cost follows what the change reaches.
    /// A constraint that is queued or broken is (re-)entered at the next sync instead.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        guard let solved = constraint.solverConstraint else { return constraintChanged(constraint) }
        if let partner = partner(of: constraint, sharing: solved), partner.constant != constraint.constant {
            // One solver equality cannot hold two constants: enter the two apart.
            return constraintChanged(constraint)
        }
        // The expression is `first − m·second − constant`; setting an
        // absolute value makes the second of a pair a no-op.
        do {
            try solver.setConstant(
                constraint.errorWeight * (constraint.constantBase - Double(constraint.constant)), of: solved)
        } catch SolverError.unsatisfiableConstraint {
            // As UIKit does: the constraint is broken and logged; a later change re-enters it.
            withdraw(constraint)
            constraint.isBroken = true
            Diagnostics.report("LayoutConstraints", UnsatisfiableReport.message(breaking: constraint))
        } catch {
            Diagnostics.report("LayoutConstraints", "could not change the constant of \(constraint): \(error)")
            withdraw(constraint)
            pending.append(constraint)
        }
        scheduleSync()
    }

    /// Removes several constraints (at once), with one solver call: a
    /// subtree leaving the tree removes whole chains of derived constraints.
    func remove(_ list: [NSLayoutConstraint]) {
        let mine = list.filter { $0.engine === self }
        guard !mine.isEmpty else { return }
        // A pair shares one solver constraint: each goes once, and a member
        // whose partner stays is entered again alone.
        var seen = Set<ObjectIdentifier>()
        var solved: [Constraint] = []
        let leaving = Set(mine.map(ObjectIdentifier.init))
        for constraint in mine {
            guard let entry = constraint.solverConstraint, seen.insert(ObjectIdentifier(entry)).inserted else {
                continue
            }
            if let partner = partner(of: constraint, sharing: entry), !leaving.contains(ObjectIdentifier(partner)) {
                partner.solverConstraint = nil
                pending.append(partner)
            }
            if solver.hasConstraint(entry) { solved.append(entry) }
        }
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
    /// The partner it shared that copy with is entered again alone at the
    /// next sync (unless it is leaving too, which drops it from the queue).
    private func withdraw(_ constraint: NSLayoutConstraint) {
        guard let solved = constraint.solverConstraint else { return }
        // The engine added it, so the solver knows it: removal cannot fail.
        try? solver.removeConstraint(solved)
        constraint.solverConstraint = nil
        if let partner = partner(of: constraint, sharing: solved) {
            partner.solverConstraint = nil
            pending.append(partner)
            scheduleSync()
        }
    }

    /// The other constraint entered with `constraint` as one solver
    /// equality (an intrinsic size's hugging and compression resistance), if any.
    private func partner(of constraint: NSLayoutConstraint, sharing solved: Constraint) -> NSLayoutConstraint? {
        // Only system (intrinsic size) constraints are ever paired; the
        // strengths cannot tell, since hugging may equal compression resistance.
        guard constraint.systemKind != nil else { return nil }
        if let hugging = constraint.intrinsicPartner { return hugging.solverConstraint === solved ? hugging : nil }
        guard let entry = (constraint.firstItem as? LayoutItem)?.engineItem else { return nil }
        return entry.internalConstraints.first { $0 !== constraint && $0.solverConstraint === solved }
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
        // A container that places this view itself while nothing else
        // constrains it (a stack view arranging directly) must hand the
        // view over to the constraints now.
        if let view = item as? UIView, let container = view.subviewObservingSuperview {
            container.subviewJoinedLayoutEngine(view)
        }
        let entry = EngineItem(item: item, engine: self)
        item.engineItem = entry
        entry.setIndex(items.count)
        items.append(entry)
        queueForApply(entry)
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
        entry.isEnrolled = false
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
            entry.isEnrolled = false
            removedItems += 1
        }
        remove(derived)
    }

    /// The tree joins another engine and this one is dropped: every item
    /// and constraint forgets it, without taking anything out of the solver
    /// one by one (the solver goes with the engine).
    func discard() {
        // Only enrolled entries' items are sure to be alive.
        for entry in items where entry.isEnrolled && entry.item.engineItem === entry {
            for constraint in entry.internalConstraints {
                constraint.solverConstraint = nil
                constraint.engine = nil
                constraint.isBroken = false
            }
            entry.internalConstraints = []
            entry.item.engineItem = nil
            entry.isEnrolled = false
        }
        for constraint in pending where constraint.engine === self {
            constraint.solverConstraint = nil
            constraint.engine = nil
        }
        items = []
        itemsToApply = []
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
        var derived: [NSLayoutConstraint] = []
        while let entry = dirtyItems.popLast() {
            // An entry made dirty and then taken out (its view removed and
            // released before this sync) has an item that may be gone.
            guard entry.isEnrolled, entry.isDirty, entry.item.engineItem === entry else { continue }
            rebuild(entry, into: &derived)
        }
        var queue = derived
        queue.append(contentsOf: pending)
        pending = []
        enterInOrder(queue)
        needsSync = false
        readSolution()
        if applyingResults { applyResults() }
    }

    /// Reads the solution into the variables, queueing the items whose variables moved.
    private func readSolution() {
        solver.updateVariables { variable in
            let index = variable.context
            guard index < items.count else { return }
            let entry = items[index]
            // A variable of an item that left keeps a stale index.
            guard entry.isEnrolled, entry.owns(variable) else { return }
            queueForApply(entry)
        }
    }

    private func queueForApply(_ entry: EngineItem) {
        guard !entry.isQueuedForApply else { return }
        entry.isQueuedForApply = true
        itemsToApply.append(entry)
    }

    /// A view placed by the engine got a frame from elsewhere: the next
    /// application of results puts the solved one back, as UIKit's next
    /// layout of its superview does.
    func frameWasSetOutsideEngine(_ entry: EngineItem) {
        queueForApply(entry)
    }

    /// Re-derives an item's constraints; new ones are appended to `queue` to be entered.
    private func rebuild(_ entry: EngineItem, into queue: inout [NSLayoutConstraint]) {
        entry.isDirty = false
        let made = entry.item.makeInternalConstraints(isEngineRoot: entry.item === root)
        entry.isPinnedToFrame = (entry.item as? UIView).map { $0.translatesAutoresizingMaskIntoConstraints } ?? false
        if refreshConstants(of: entry.internalConstraints, from: made) { return }
        for constraint in entry.internalConstraints { remove(constraint) }
        entry.internalConstraints = made
        for constraint in made {
            constraint.engine = self
            if let second = constraint.secondItem as? LayoutItem { enroll(second) }
            queue.append(constraint)
        }
    }

    /// Enters required equalities first, then optional constraints by
    /// falling priority, then required inequalities, each group in queue
    /// order. The solution does not depend on the order, but the work does:
    /// - a required equality that meets a variable nothing has mentioned yet
    ///   simply defines it (see `Solver.addConstraint`), so entering them
    ///   while sizes are unconstrained keeps chains out of the tableau;
    /// - an optional constraint (an intrinsic size) entered next makes its
    ///   view's size basic at the size it wants;
    /// - a required bound (`trailing <= stack.trailing`) entered last then
    ///   usually holds already and only adds its slack, where entered before
    ///   the intrinsic size it would have to be pivoted out of the way.
    /// A first layout of a screen of labels thus needs no artificial phase
    /// and no pivots (counted in LayoutCostTests).
    private func enterInOrder(_ queue: [NSLayoutConstraint]) {
        // Optional constraints in buckets by priority (a screen has a handful
        // of distinct priorities), each bucket in queue order.
        var optional: [Float: [NSLayoutConstraint]] = [:]
        var bounds: [NSLayoutConstraint] = []
        for constraint in queue where constraint.engine === self && constraint.solverConstraint == nil {
            let priority = constraint.priority.rawValue
            if priority < UILayoutPriority.required.rawValue {
                optional[priority, default: []].append(constraint)
            } else if constraint.relation == .equal {
                enter(constraint)
            } else {
                bounds.append(constraint)
            }
        }
        for priority in optional.keys.sorted(by: >) {
            for constraint in optional[priority]! { enter(constraint) }
        }
        for constraint in bounds { enter(constraint) }
    }

    /// When the item's new derived constraints differ from the entered ones
    /// only in their constants (a label's new text, a moved frame), moves
    /// those constants in place and returns true; the entered objects stay.
    private func refreshConstants(of entered: [NSLayoutConstraint], from made: [NSLayoutConstraint]) -> Bool {
        guard !entered.isEmpty, entered.count == made.count else { return false }
        for (old, new) in zip(entered, made) {
            guard old.solverConstraint != nil, old.engine === self, old.firstItem === new.firstItem,
                old.secondItem === new.secondItem, old.firstAttribute == new.firstAttribute,
                old.secondAttribute == new.secondAttribute, old.relation == new.relation,
                old.multiplier == new.multiplier, old.priority == new.priority, old.systemKind == new.systemKind,
                old.errorWeight == new.errorWeight
            else { return false }
        }
        // All constants first, then the solver: a pair's two members change
        // together, and each must see the other's new value.
        var changed: [NSLayoutConstraint] = []
        for (old, new) in zip(entered, made) where old.constant != new.constant {
            old.setConstantQuietly(new.constant)
            changed.append(old)
        }
        for constraint in changed { constantChanged(constraint) }
        return true
    }

    /// Puts a constraint into the solver; an unsatisfiable one is logged as UIKit logs it and broken.
    private func enter(_ constraint: NSLayoutConstraint) {
        // Already in, as the partner of one entered before it.
        guard constraint.solverConstraint == nil, let first = constraint.firstItem as? LayoutItem else { return }
        let second = constraint.secondItem as? LayoutItem
        // A derived constraint on one item (`x == 10`) places it in its layout parent's coordinates.
        let container =
            constraint.container
            ?? (second == nil ? first.layoutParent : ConstraintInstaller.commonAncestor(first, second)) ?? root
        // `first − multiplier·second − constant`, built in one buffer.
        var expression = TandemSolver.Expression()
        // Most constraints have one to three terms.
        expression.terms.reserveCapacity(3)
        LayoutExpressions.append(
            first, constraint.firstAttribute, in: container, times: 1, to: &expression, engine: self)
        if let second {
            LayoutExpressions.append(
                second, constraint.secondAttribute, in: container, times: -Double(constraint.multiplier),
                to: &expression, engine: self)
        }
        constraint.constantBase = expression.constant
        expression.constant -= Double(constraint.constant)
        if constraint.errorWeight != 1 {
            let weight = constraint.errorWeight
            for index in expression.terms.indices { expression.terms[index].coefficient *= weight }
            expression.constant *= weight
        }
        if enterWithPartner(constraint, expression) { return }
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

    /// Enters an intrinsic size's compression resistance together with its
    /// hugging as one equality held at the two priorities (below and above
    /// the size): one row and two error terms instead of two of each, for
    /// the two constraints every label has per axis. Returns false (enter
    /// it alone) when the hugging is entered already, differs, or either is required.
    private func enterWithPartner(_ constraint: NSLayoutConstraint, _ expression: TandemSolver.Expression) -> Bool {
        guard let hugging = constraint.intrinsicPartner, hugging.engine === self, hugging.solverConstraint == nil,
            hugging.constant == constraint.constant, hugging.errorWeight == constraint.errorWeight,
            hugging.relation == .lessThanOrEqual,
            constraint.relation == .greaterThanOrEqual,
            let pair = Constraint(
                equal: expression, above: Strength(hugging.priority.rawValue),
                below: Strength(constraint.priority.rawValue))
        else { return false }
        // Optional both ways, so it cannot be unsatisfiable; should the add
        // fail anyway, each member is entered on its own.
        guard (try? solver.addConstraint(pair)) != nil else { return false }
        for member in [constraint, hugging] {
            member.solverConstraint = pair
            member.constantBase = constraint.constantBase
            member.isBroken = false
        }
        return true
    }

    /// Reads the solution back: each view whose frame changed gets it as a
    /// pending frame, and its superview is marked for layout.
    private func applyResults() {
        if removedItems > 64, removedItems > items.count / 4 {
            items.removeAll { !$0.isEnrolled }
            for (index, entry) in items.enumerated() { entry.setIndex(index) }
            removedItems = 0
        }
        let scale = root.traitCollection.displayScale > 0 ? root.traitCollection.displayScale : 1
        let visit: [EngineItem]
        if scale != appliedScale {
            appliedScale = scale
            visit = items
        } else {
            visit = itemsToApply
        }
        for entry in itemsToApply { entry.isQueuedForApply = false }
        itemsToApply.removeAll(keepingCapacity: true)
        for entry in visit {
            guard entry.isEnrolled, let view = entry.item as? UIView else { continue }
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
                view.superview?.layoutFlags.insert(.engineFramesPending)
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
            readSolution()
            if abs(moved - value) > 0.5 { return true }
        }
        return false
    }
}
