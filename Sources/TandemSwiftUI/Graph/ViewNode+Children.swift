import Foundation
import TandemUIKit

// Matching children and telling containers of a change of structure.
extension ViewNode {
    /// ``reconcile(_:environment:)`` with the one child `view`, keyed
    /// `.single` (a modifier's content, a body): the child it has already
    /// is updated without a list of specs made for it (an allocation per
    /// node and update).
    @discardableResult
    func reconcile(single view: any View, environment derived: EnvironmentValues) -> EnvironmentValues {
        if children.count == 1, let child = children.first, child.key == .single, type(of: child.view) == type(of: view)
        {
            let childEnvironment = stableChildEnvironment(derived)
            child.update(to: view, environment: childEnvironment)
            return childEnvironment
        }
        return reconcile([(.single, view)], environment: derived)
    }

    /// Makes the children match `specs`: children with the same key and
    /// view type are updated in place, others are created; children no
    /// longer present are dismantled. Returns the environment every child
    /// now has.
    @discardableResult
    func reconcile(_ specs: [(ChildKey, any View)], environment derived: EnvironmentValues) -> EnvironmentValues {
        let childEnvironment = stableChildEnvironment(derived)
        // Fast path: the same keys and types in the same order.
        if specs.count == children.count {
            var same = true
            for (index, spec) in specs.enumerated() {
                let child = children[index]
                if child.key != spec.0 || type(of: child.view) != type(of: spec.1) {
                    same = false
                    break
                }
            }
            if same {
                for (index, spec) in specs.enumerated() {
                    children[index].update(to: spec.1, environment: childEnvironment)
                }
                return childEnvironment
            }
        }
        // A node's first children (every node of a new tree): each is
        // created, nothing is matched or removed, so no table is built.
        if children.isEmpty {
            var created: [ViewNode] = []
            created.reserveCapacity(specs.count)
            for (key, view) in specs {
                created.append(
                    ViewNode(graph: graph, parent: self, key: key, view: view, environment: childEnvironment))
            }
            children = created
            for child in created { evaluateInserted(child) }
            structureDidChange()
            return childEnvironment
        }
        var existing: [ChildKey: ViewNode] = [:]
        existing.reserveCapacity(children.count)
        for child in children { existing[child.key] = child }
        var next: [ViewNode] = []
        next.reserveCapacity(specs.count)
        var created: [ViewNode] = []
        for (key, view) in specs {
            if let child = existing[key], type(of: child.view) == type(of: view) {
                existing[key] = nil
                child.update(to: view, environment: childEnvironment)
                next.append(child)
            } else {
                let child = ViewNode(graph: graph, parent: self, key: key, view: view, environment: childEnvironment)
                next.append(child)
                created.append(child)
            }
        }
        // Removed: the old children not kept, by identity (were two to share
        // a key, neither could be lost without being dismantled).
        var kept = Set<ObjectIdentifier>(minimumCapacity: next.count)
        for child in next { kept.insert(ObjectIdentifier(child)) }
        var removed: [ViewNode] = []
        for child in children where !kept.contains(ObjectIdentifier(child)) { removed.append(child) }
        adopt(next, removing: removed, making: created)
        return childEnvironment
    }

    /// Makes `next` the children: dismantles `removed` (old children not in
    /// it), evaluates `created` (its new nodes), and tells the containers.
    /// (Children only rearranged, none new: ``adoptRearranged(_:)``.)
    private func adopt(_ next: [ViewNode], removing removed: [ViewNode], making created: [ViewNode]) {
        let onlyRemoved = created.isEmpty && Self.keepsOrder(next, of: children)
        children = next
        for child in removed { remove(child) }
        for child in created { evaluateInserted(child) }
        structureDidChange(viewsKeepTheirOrder: onlyRemoved, sizesKept: created.isEmpty)
    }

    /// Evaluates a child made by a change: one made by a change that
    /// animates runs its insertion transition once placed.
    private func evaluateInserted(_ child: ViewNode) {
        if UIViewAnimationBlock.current != nil { graph.animator.noteInsertion(of: child) }
        child.evaluateAsNew()
    }

    /// Dismantles a child a change took away: one taken away by a change
    /// that animates keeps its views on screen for its removal transition.
    func remove(_ child: ViewNode) {
        if UIViewAnimationBlock.current != nil {
            graph.animator.depart(child) { child.dismantle() }
        } else {
            child.dismantle()
        }
    }

    /// Makes `next` the children, in order: nodes of this node's made by a
    /// container that matches its children as it enumerates its content
    /// (``ViewListResolver``). Children not in `next` are dismantled.
    func replaceChildren(with next: [ViewNode]) {
        if next.count == children.count, zip(next, children).allSatisfy({ $0 === $1 }) { return }
        var kept = Set<ObjectIdentifier>(minimumCapacity: next.count)
        for child in next { kept.insert(ObjectIdentifier(child)) }
        let removed = children.filter { !kept.contains(ObjectIdentifier($0)) }
        children = next
        for child in removed { child.dismantle() }
        structureDidChange()
    }

    /// Whether `next` is `old` with some children left out, the others in
    /// their order: then the views the children put in their container
    /// are in order too, once the left-out children's views are gone.
    private static func keepsOrder(_ next: [ViewNode], of old: [ViewNode]) -> Bool {
        var matched = 0
        for child in old where matched < next.count && next[matched] === child { matched += 1 }
        return matched == next.count
    }

    /// Gives the children, in order, their new values: a `ForEach` whose
    /// rows have the same ids in the same order (so the same keys, and the
    /// same view type, its content's). A row whose value has the same
    /// fields as its child's, with nothing pending and the same
    /// environment, is skipped without being boxed or looked at again
    /// (what `update(to:environment:)` would conclude, and keep).
    ///
    /// When `memory` holds the values the rows were last given, with this
    /// environment, a row is compared with its value there and its node is
    /// not looked at (a node with an evaluation pending is evaluated later
    /// in the same pass, parents first, with the value it has, the same).
    /// `memory` is brought up to date.
    func updateChildrenInPlace<ID: Hashable, Row: View>(rows: [Row], memory: ForEachRows<ID, Row>) {
        assert(rows.count == children.count, "a value for each child")
        let childEnvironment = stableChildEnvironment(environment)
        let plan = ViewEquality.fieldPlan(comparing: Row.self)
        let previous = memory.rows
        if let plan, previous.count == rows.count, let given = memory.environment,
            given.propagations == environmentPropagations, given.values.isIdentical(to: childEnvironment)
        {
            // Values without stored fields are all the same.
            if MemoryLayout<Row>.size > 0 {
                rows.withUnsafeBufferPointer { rows in
                    previous.withUnsafeBufferPointer { previous in
                        for index in rows.indices
                        where !ViewEquality.sameValues(
                            at: rows.baseAddress! + index, previous.baseAddress! + index, plan: plan)
                        {
                            children[index].update(to: rows[index], environment: childEnvironment)
                        }
                    }
                }
            }
        } else {
            // Rows are read in place: a copy of each would retain what it holds.
            rows.withUnsafeBufferPointer { rows in
                for index in rows.indices {
                    children[index].update(toRow: rows[index], environment: childEnvironment, plan: plan)
                }
            }
        }
        remember(rows, givenWith: childEnvironment, in: memory)
    }

    /// The environment a `ForEach` node's rows are given and the field plan
    /// of their values, when `memory` holds the value each row was last
    /// given, with that environment: then a row whose new value has the
    /// same fields as its value there needs nothing, and its node is not
    /// looked at (``ForEach/passInPlace(_:_:_:_:)``). `nil` otherwise.
    func rowsComparableInPlace<ID: Hashable, Row: View>(_ memory: ForEachRows<ID, Row>) -> (
        EnvironmentValues, FieldPlan
    )? {
        guard let plan = ViewEquality.fieldPlan(comparing: Row.self), memory.rows.count == children.count,
            let given = memory.environment, given.propagations == environmentPropagations
        else { return nil }
        let childEnvironment = stableChildEnvironment(environment)
        guard given.values.isIdentical(to: childEnvironment) else { return nil }
        return (childEnvironment, plan)
    }

    /// Gives the rows at `changed` their new values, kept in `memory`, with
    /// `environment` (what ``rowsComparableInPlace(_:)`` returned).
    func updateRows<ID: Hashable, Row: View>(
        at changed: [Int], of memory: ForEachRows<ID, Row>, environment: EnvironmentValues
    ) {
        for index in changed { children[index].update(to: memory.rows[index], environment: environment) }
    }

    /// Remembers in `memory` that the rows were last given `rows`, with `environment`.
    func remember<ID: Hashable, Row>(
        _ rows: [Row], givenWith environment: EnvironmentValues, in memory: ForEachRows<ID, Row>
    ) {
        memory.rows = rows
        memory.environment = (environment, environmentPropagations)
    }

    /// Gives a `ForEach` node's rows their new values when each row has an
    /// id of its own: row `i` keeps the child at `reuse[i]` (the child with
    /// its id), or is a new child keyed `newKey(i)` when that is `nil`.
    /// Children no row keeps are dismantled. The same as ``reconcile(_:environment:)``
    /// would do with the rows' keys, without a key boxed and hashed per row;
    /// returns the environment every child now has.
    ///
    /// `memory`, when given, holds the value each child was last given, by
    /// its old index: a kept row whose new value has the same fields as
    /// that one, given the same environment, needs nothing, and its node is
    /// not looked at (as in ``ForEach/passInPlace(_:_:_:_:)``). When rows
    /// only moved or a few went, that is every row, and in a list just
    /// built each node looked at is a cache miss.
    @discardableResult
    func reconcileRows<ID: Hashable, Row: View>(
        _ rows: [Row], reusing reuse: [Int?], remembered memory: ForEachRows<ID, Row>?, newKey: (Int) -> ChildKey
    ) -> EnvironmentValues {
        assert(rows.count == reuse.count, "a child (or none) for each row")
        let childEnvironment = stableChildEnvironment(environment)
        let plan = ViewEquality.fieldPlan(comparing: Row.self)
        var previous: [Row] = []
        if let memory, plan != nil, MemoryLayout<Row>.size > 0, memory.rows.count == children.count,
            let given = memory.environment, given.propagations == environmentPropagations,
            given.values.isIdentical(to: childEnvironment)
        {
            previous = memory.rows
        }
        // No row new: the children are rearranged where they lie, and a
        // kept row that needs nothing is not looked at.
        let rearrangement = ChildRearrangement(reuse: reuse, oldCount: children.count)
        var next: [ViewNode] = []
        if rearrangement == nil { next.reserveCapacity(rows.count) }
        var created: [ViewNode] = []
        // Compared through raw pointers, with the type's size and stride
        // read once: this code runs unspecialized, where each typed pointer
        // step or array access asks the runtime for the type's metadata.
        let size = MemoryLayout<Row>.size, stride = MemoryLayout<Row>.stride
        previous.withUnsafeBytes { previous in
            rows.withUnsafeBufferPointer { rows in
                let newBase = UnsafeRawPointer(rows.baseAddress)
                for index in rows.indices {
                    if let old = reuse[index] {
                        if rearrangement == nil { next.append(children[old]) }
                        if let plan, let oldBase = previous.baseAddress, let newBase {
                            let new = newBase + index * stride, before = oldBase + old * stride
                            if memcmp(new, before, size) == 0 || ViewEquality.sameValues(at: new, before, plan: plan) {
                                continue
                            }
                        }
                        children[old].update(toRow: rows[index], environment: childEnvironment, plan: plan)
                    } else {
                        let child = ViewNode(
                            graph: graph, parent: self, key: newKey(index), view: rows[index],
                            environment: childEnvironment
                        )
                        next.append(child)
                        created.append(child)
                    }
                }
            }
        }
        if let rearrangement {
            adoptRearranged(rearrangement)
            return childEnvironment
        }
        var kept = [Bool](repeating: false, count: children.count)
        for case let old? in reuse { kept[old] = true }
        var removed: [ViewNode] = []
        for (index, child) in children.enumerated() where !kept[index] { removed.append(child) }
        adopt(next, removing: removed, making: created)
        return childEnvironment
    }

    /// A row's new value: skipped without being boxed or looked at again
    /// when it has the same fields as the old one (by `plan`), nothing is
    /// pending and the environment is the same.
    private func update<Row: View>(toRow row: Row, environment newEnvironment: EnvironmentValues, plan: FieldPlan?) {
        if let plan, !isInvalidated, environment.isIdentical(to: newEnvironment),
            ViewEquality.sameFields(row, as: view, plan: plan)
        {
            return
        }
        update(to: row, environment: newEnvironment)
    }

    /// `derived`, or the identical environment given last time when it was
    /// derived from the same input by the same writes.
    private func stableChildEnvironment(_ derived: EnvironmentValues) -> EnvironmentValues {
        if derived.isIdentical(to: environment) { return derived }
        if let last = lastChildEnvironment, last.input.isIdentical(to: environment),
            derived.hasSameWrites(as: last.output, over: environment)
        {
            return last.output
        }
        lastChildEnvironment = (environment, derived)
        return derived
    }

    /// Tells the containers that hold this node's UIKit views that their
    /// subviews changed, and layout ancestors that their subviews did.
    ///
    /// `viewsKeepTheirOrder`: only children went, and a dismantled node
    /// takes its views out of their container, so the container's subviews
    /// are already the graph's, in order; it is not synced (which would
    /// collect every view of the container to find nothing to move).
    ///
    /// `sizesKept`: no child is new (the kept ones were reordered, some
    /// went), so the nearest layout at or above this node has some of
    /// its subviews in a new order and none new: it is told so
    /// (``LayoutDriver/subviewsRearranged()``), and keeps what it
    /// remembers of their sizes (``invalidateLayout(keepingSizesBelow:)``).
    func structureDidChange(viewsKeepTheirOrder: Bool = false, sizesKept: Bool = false) {
        subtreeDidChange()
        var rearranged: ViewNode?
        var node: ViewNode? = self
        while let current = node {
            current.layoutState.subviewCache = nil
            if case .layout(let driver) = current.role {
                if sizesKept, rearranged == nil {
                    driver.subviewsRearranged()
                    rearranged = current
                } else {
                    driver.subviewsDidChange()
                }
            }
            if current.hasLayoutRole && current !== self { break }
            node = current.parent
        }
        if effectView != nil {
            if !viewsKeepTheirOrder { graph.containerNeedsSync(self) }
        } else if !viewsKeepTheirOrder, !isEvaluatingAsNew {
            // (A new node's container is its parent's, which the parent
            // syncs after making it: asked here too, the walk up to the
            // container made building a deep tree quadratic.)
            graph.containerNeedsSync(containerNode)
        }
        if let rearranged {
            invalidateLayout(keepingSizesBelow: rearranged)
        } else {
            invalidateLayout()
        }
        rowMayHaveChanged()
        listMayHaveLostRows()
    }

    /// The node's effect view of type `T`, made by `make` the first time.
    func ensureEffectView<T: UIView>(_ make: () -> T) -> T {
        if plainContainer == nil, let existing = effectView as? T { return existing }
        if plainContainer != nil {
            // A plain container gives way to the primitive's own effect
            // view (which holds the views inside from now on).
            plainContainer = nil
            effectView?.removeFromSuperview()
            graph.containerNeedsSync(self)
            graph.containerNeedsSync(containerNode)
        }
        let view = make()
        effectView = view
        // Moved, the node now moves its effect view alone (``translationFacts``).
        layoutState.translationFactsCache = nil
        // The parent drew this node's views; it draws the effect view now.
        // (Its own caches, of the views inside the effect view, still hold.)
        parent?.subtreeDidChange()
        return view
    }

    /// What is below this node changed (its children, their order, a role,
    /// an effect view): the facts cached about the subtree — the UIKit
    /// views it puts in its container, whether it moves by translation —
    /// are forgotten here and in the ancestors up to the container.
    ///
    /// Both facts stop at a node with an effect view (it puts only that
    /// view in its container, and moves by moving it), and both are
    /// computed from every child's, which caches them: a node without
    /// either cache has ancestors without them, and the walk stops there.
    /// A plain container (``plainContainer``) does not stop it: whether
    /// its node moves by translation is its subtree's answer.
    func subtreeDidChange() {
        platformViewsCache = nil
        layoutState.translationFactsCache = nil
        if effectView != nil, plainContainer == nil { return }
        var node = parent
        while let current = node,
            current.platformViewsCache != nil || current.layoutState.translationFactsCache != nil
        {
            current.platformViewsCache = nil
            current.layoutState.translationFactsCache = nil
            if current.effectView != nil, current.plainContainer == nil { break }
            node = current.parent
        }
    }

    /// The nearest ancestor (or self) whose effect view holds this node's
    /// children's views; nil for the hosting view.
    var containerNode: ViewNode? {
        var node = parent
        while let current = node {
            if current.effectView != nil { return current }
            node = current.parent
        }
        return nil
    }
}
