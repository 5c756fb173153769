import Foundation
import Observation
import TandemSupport
import TandemUIKit

/// One identity in the view graph: what lives while view values come and go.
///
/// A node owns the state of its view (the storage its dynamic properties
/// are bound to before each `body`), the environment it was given, its
/// children, and — for leaves and effects — the UIKit view that draws it.
/// It is created when its identity appears (a new position, branch or id)
/// and dismantled when the identity goes.
@MainActor
final class ViewNode {
    // Properties read or written on every update or layout carry
    // `@exclusivity(unchecked)`: they are only touched on the main actor and
    // never across a call that could reach them again through an inout
    // access, and each dynamic exclusivity check costs a thread-local look-up
    // and a record of the access (about a hundred instructions).
    unowned let graph: ViewGraph
    /// How the node evaluates its view (its type's evaluator, found when
    /// the node is made). Unowned: evaluators live as long as the process.
    private unowned(unsafe) let evaluator: NodeEvaluator
    /// The node whose child this is; `nil` for the root and once dismantled.
    ///
    /// Not `weak`: a weak reference gives its object a side table, and every
    /// retain and release of a node with one takes the runtime's slow path.
    /// A parent holds its children, so it outlives them while they are its
    /// children; a dismantled child and the children of a parent going away
    /// are cut off here (``dismantle()``, `deinit`), so the pointer never
    /// dangles.
    nonisolated(unsafe) private(set) unowned(unsafe) var parent: ViewNode?

    // Stored properties are laid out in the order they are declared. A
    // layout or placement pass over a large tree whose nodes are no longer
    // in the processor's caches reads these from every node it passes:
    // declared together, they take three or four cache lines of a node,
    // not all nine. (The one-byte flags sit in the padding after
    // `placedProposal` and `sizeCache`.)

    /// How the node takes part in layout and drawing: a group of its
    /// children's items, a layout of them, or a leaf with a UIKit view.
    var role: NodeRole = .group {
        didSet {
            if case .group = role {
                // Group nodes set it at every evaluation: nothing changed.
                if case .group = oldValue { return }
            } else {
                hasLayoutRole = true
            }
            subtreeDidChange()
        }
    }
    /// The child nodes, in the order of the view's content.
    @exclusivity(unchecked) private(set) var children: [ViewNode] = []
    /// Cached flattened layout children (for layout nodes).
    @exclusivity(unchecked) private var subviewCache: [ViewNode]?
    /// The UIKit view an effect (opacity, clipping, a button's control...)
    /// puts around this node's children, if any.
    private(set) var effectView: UIView?
    /// The frame placed last, in the container's coordinates.
    @exclusivity(unchecked) private(set) var placedFrame: CGRect = .null
    /// The proposal of the last placement.
    @exclusivity(unchecked) private var placedProposal: ProposedViewSize?
    /// Whether the role was ever a layout or a leaf (a layout item).
    private(set) var hasLayoutRole = false
    /// Whether something inside changed since the last placement.
    @exclusivity(unchecked) private var needsPlacement = true
    /// Set before a layout places its subviews, cleared when this one is placed.
    @exclusivity(unchecked) var placementPending = false
    /// Set when something the node read changed; cleared when it is evaluated.
    @exclusivity(unchecked) private(set) var isInvalidated = false
    /// Set once the node's identity went (``dismantle()``).
    private(set) var isDismantled = false
    /// Set during the node's first evaluation (``evaluateAsNew()``): the
    /// parent that made it syncs their container once all its new children are made.
    private var isEvaluatingAsNew = false
    /// Whether a `.layoutPriority(_:)` set ``layoutPriority`` (an explicit 0 included).
    private(set) var setsLayoutPriority = false
    /// ``placesByTranslation`` as last computed; `nil` when it may have changed.
    @exclusivity(unchecked) private var placesByTranslationCache: Bool?
    /// Sizes measured for proposals since the last change (a few entries).
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    /// The spacing computed last (a layout's is the union over its subtree), until layout changes.
    @exclusivity(unchecked) private var cachedSpacing: ViewSpacing?
    /// The graph's layout generation when this node's layout was last
    /// invalidated (see ``invalidateLayout()``).
    @exclusivity(unchecked) private var invalidationStamp: UInt64 = 0
    /// The node's `.layoutPriority(_:)`; containers read ``traitLayoutPriority``.
    @exclusivity(unchecked) var layoutPriority: Double = 0 {
        didSet { setsLayoutPriority = true }
    }
    /// The UIKit views this node puts in its container, as last collected
    /// (``collectPlatformViews(into:)``); `nil` when they may have changed.
    ///
    /// A list re-ordered or grown collects its rows' views again without
    /// walking each row's subtree. When a node's cache is `nil`, so are
    /// those of its ancestors up to its container: caches are filled from
    /// the container down, and cleared from a node up.
    @exclusivity(unchecked) private var platformViewsCache: [UIView]?
    /// Explicit guide values computed since the last change.
    @exclusivity(unchecked) private var alignmentCache: [AlignmentCacheEntry] = []

    /// Distance from the root: updates run parents before children.
    let depth: Int
    let key: ChildKey
    /// The view value as the parent gave it (before binding), compared with
    /// the next one to skip unchanged children.
    @exclusivity(unchecked) private(set) var view: any View
    /// The environment the parent gave.
    @exclusivity(unchecked) private(set) var environment: EnvironmentValues

    /// Storage of the view's dynamic properties, one slot per wrapper.
    @exclusivity(unchecked) var slots: [AnyObject?] = []
    /// Environment values the body read, compared when the environment changes.
    @exclusivity(unchecked) var environmentReads: [EnvironmentRead] = []
    /// Facts few nodes have (``NodeExtras``), made when one is first set.
    @exclusivity(unchecked) private var extras: NodeExtras?

    private func ensureExtras() -> NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }

    /// Why it was invalidated (for the cycle report).
    var invalidationReasons: [String] { extras?.invalidationReasons ?? [] }
    /// Why the evaluation running now (or the last one) was asked for: the
    /// invalidation reasons it consumed (a representable's trace names them).
    var evaluationReasons: [String] { extras?.evaluationReasons ?? [] }
    /// Counts the node's tracked evaluations; an `@Observable` change noticed
    /// by an older one is stale and ignored.
    var observationGeneration: UInt64 = 0
    /// A reference to this node for callbacks and boxes that may outlive
    /// it (`@Observable` change handlers, a subscription, a control's
    /// action, a state slot); one per node, cut off from it when it goes.
    var reference: NodeReference {
        if let referenceToken { return referenceToken }
        let made = NodeReference(self)
        referenceToken = made
        return made
    }
    /// `nonisolated(unsafe)` for `deinit`, which cuts it off.
    nonisolated(unsafe) private var referenceToken: NodeReference?

    /// For a custom modifier: the content its body's placeholder shows.
    private(set) var modifiedContent: (any View)? {
        get { extras?.modifiedContent }
        set { ensureExtras().modifiedContent = newValue }
    }
    /// The custom modifier whose content placeholders inside this node's
    /// subtree show: always an ancestor. Unowned, not `weak`: a weak
    /// reference would give the modifier's node a side table (every retain
    /// and release of it slow); an unowned one costs nothing until read, and
    /// it is read only while this node is in the tree (so is the ancestor).
    /// Cleared when the node is dismantled.
    @exclusivity(unchecked) private(set) unowned var modifierContentSource: ViewNode?

    /// The node's `.zIndex(_:)`: siblings draw in the order of their ``traitZIndex``.
    var zIndex: Double {
        get { extras?.zIndex ?? 0 }
        set { ensureExtras().zIndex = newValue }
    }
    /// Whether a `.zIndex(_:)` set ``zIndex`` (an explicit 0 included).
    var setsZIndex: Bool { extras?.setsZIndex ?? false }
    /// Values set with `.layoutValue(key:value:)`.
    var layoutValues: [ObjectIdentifier: Any] {
        get { extras?.layoutValues ?? [:] }
        set { ensureExtras().layoutValues = newValue }
    }
    /// The name given with `.coordinateSpace(name:)`, if any.
    var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName }
        set { ensureExtras().coordinateSpaceName = newValue }
    }
    /// Preference values this node sets, by key type.
    var preferenceValues: [ObjectIdentifier: Any] {
        get { extras?.preferenceValues ?? [:] }
        set { ensureExtras().preferenceValues = newValue }
    }
    /// Actions to run when the node appears.
    var appearActions: [() -> Void] {
        get { extras?.appearActions ?? [] }
        set { ensureExtras().appearActions = newValue }
    }
    /// Actions to run when the node disappears.
    var disappearActions: [() -> Void] {
        get { extras?.disappearActions ?? [] }
        set { ensureExtras().disappearActions = newValue }
    }
    /// Subscriptions and tasks that end with the node.
    var lifetimeObjects: [AnyObject] {
        get { extras?.lifetimeObjects ?? [] }
        set { ensureExtras().lifetimeObjects = newValue }
    }
    /// What a primitive modifier or view keeps between evaluations
    /// (`onChange`'s last value, `onReceive`'s subscription, `ForEach`'s ids...).
    var modifierStorage: AnyObject?

    init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.key = key
        self.view = view
        self.environment = environment
        evaluator = NodeEvaluator.evaluator(for: type(of: view))
        if let parent {
            modifierContentSource =
                parent.modifiedContent != nil ? parent
                : (parent.evaluator.isContentPlaceholder ? parent.modifierContentSource?.modifierContentSource
                    : parent.modifierContentSource)
        }
    }

    // MARK: Updating

    /// Gives the node a new value and environment; evaluates it if either
    /// changed in a way it depends on, or if it was invalidated.
    func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
        let viewChanged = !ViewEquality.equal(view, newView)
        let environmentChanged = !environment.isIdentical(to: newEnvironment)
        view = newView
        if environmentChanged {
            let old = environment
            environment = newEnvironment
            if !viewChanged && !isInvalidated && !dependsOnChange(from: old) {
                // Nothing this node read changed: only descendants may care.
                propagateEnvironment()
                return
            }
        }
        guard viewChanged || environmentChanged || isInvalidated else { return }
        evaluate()
    }

    /// Evaluates a node just created and schedules its appear actions.
    func evaluateAsNew() {
        isEvaluatingAsNew = true
        evaluate()
        isEvaluatingAsNew = false
        didAppear()
    }

    /// Drops a pending invalidation (a reported update cycle is broken here).
    func cancelInvalidation() {
        isInvalidated = false
        extras?.invalidationReasons.removeAll()
    }

    /// Runs the node again with its current value (after an invalidation).
    func reevaluate() {
        guard isInvalidated, !isDismantled else { return }
        evaluate()
    }

    /// Marks the node for evaluation in the next update pass.
    func invalidate(because reason: String) {
        guard !isDismantled else { return }
        if let transaction = TransactionScope.current { graph.adoptTransaction(transaction) }
        if invalidationReasons.count < 4 { ensureExtras().invalidationReasons.append(reason) }
        guard !isInvalidated else { return }
        isInvalidated = true
        graph.enqueue(self)
        if evaluator.forwardsInvalidation {
            // A custom view in a container's view list: the container
            // enumerates its content again, and updates this node then.
            var node = parent
            while let current = node, current.evaluator.forwardsInvalidation { node = current.parent }
            node?.invalidate(because: reason)
        }
    }

    private func evaluate() {
        if StackSpace.isLow { return StackSpace.onNewSegment { evaluate() } }
        isInvalidated = false
        // Reasons recorded from here on (a write during this body) belong to
        // the next evaluation. (A node never invalidated has no extras: none are made for it here.)
        if let extras {
            extras.evaluationReasons = extras.invalidationReasons
            extras.invalidationReasons.removeAll()
        }
        evaluator.evaluate(view, in: self)
        // Layout is invalidated by what changes it (a leaf whose size may
        // differ, a new layout value, a change of structure), not by every
        // evaluation: a color change lays nothing out again.
    }

    /// A composite view: its body is the node's only child.
    func evaluateComposite<V: View>(_ view: V) {
        role = .group
        let body = evaluateBody(view)
        reconcile(single: body, environment: environment)
    }

    /// Binds `view`'s dynamic properties to this node's storage and returns its body,
    /// recording what the body reads.
    func evaluateBody<V: View>(_ view: V) -> any View {
        environmentReads.removeAll(keepingCapacity: true)
        var bound = view
        DynamicPropertyLayout.bind(&bound, to: self)
        return graph.track(self) { bound.body }
    }

    /// A custom modifier: binds its properties and shows its body, whose
    /// placeholder stands for `content`.
    func applyCustomModifier<Modifier: ViewModifier, Content: View>(_ modifier: Modifier, content: Content) {
        role = .group
        modifiedContent = content
        environmentReads.removeAll(keepingCapacity: true)
        var bound = modifier
        DynamicPropertyLayout.bind(&bound, to: self)
        let body = graph.track(self) { bound.body(content: _ViewModifier_Content<Modifier>()) }
        reconcile(single: body, environment: environment)
    }

    /// Whether a value this node read differs in `old` and the current environment.
    private func dependsOnChange(from old: EnvironmentValues) -> Bool {
        if case .leaf(let leaf) = role {
            // `@Environment` properties (recorded here), then what the leaf read itself.
            for read in environmentReads where !read.isEqual(old, environment) { return true }
            return leaf.needsUpdate(forEnvironmentChangeFrom: old, to: environment)
        }
        if evaluator.isPrimitive {
            // Leaves and containers apply environment values themselves.
            return hasLayoutRole || !(view is any EnvironmentTransparent)
        }
        return environmentReads.contains { !$0.isEqual(old, environment) }
    }

    private func propagateEnvironment() {
        if StackSpace.isLow { return StackSpace.onNewSegment { propagateEnvironment() } }
        // A composite's child gets the same environment; primitives pass
        // theirs on through `updateNode`, which ran above when it mattered.
        environmentPropagations &+= 1
        for child in children { child.update(to: child.view, environment: environment) }
    }

    /// Counts the environments given to the children without an update of
    /// this node's own (``propagateEnvironment()``): what a node remembers
    /// of the environment it gave its children holds while this is unchanged.
    private(set) var environmentPropagations: UInt64 = 0

    /// ``reconcile(_:environment:)`` with the one child `view`, keyed
    /// `.single` (a modifier's content, a body): the child it has already
    /// is updated without a list of specs made for it (an allocation per
    /// node and update).
    @discardableResult
    func reconcile(single view: any View, environment derived: EnvironmentValues) -> EnvironmentValues {
        if children.count == 1, let child = children.first, child.key == .single, type(of: child.view) == type(of: view) {
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
                created.append(ViewNode(graph: graph, parent: self, key: key, view: view, environment: childEnvironment))
            }
            children = created
            for child in created { child.evaluateAsNew() }
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
        let onlyRemoved = created.isEmpty && Self.keepsOrder(next, of: children)
        children = next
        for child in removed { child.dismantle() }
        for child in created { child.evaluateAsNew() }
        structureDidChange(viewsKeepTheirOrder: onlyRemoved)
        return childEnvironment
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
                        where !ViewEquality.sameValues(at: rows.baseAddress! + index, previous.baseAddress! + index, plan: plan) {
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

    /// Remembers in `memory` that the rows were last given `rows`, with `environment`.
    func remember<ID: Hashable, Row>(_ rows: [Row], givenWith environment: EnvironmentValues, in memory: ForEachRows<ID, Row>) {
        memory.rows = rows
        memory.environment = (environment, environmentPropagations)
    }

    /// Gives a `ForEach` node's rows their new values when each row has an
    /// id of its own: row `i` keeps the child at `reuse[i]` (the child with
    /// its id), or is a new child keyed `newKey(i)` when that is `nil`.
    /// Children no row keeps are dismantled. The same as ``reconcile(_:environment:)``
    /// would do with the rows' keys, without a key boxed and hashed per row;
    /// returns the environment every child now has.
    @discardableResult
    func reconcileRows<Row: View>(_ rows: [Row], reusing reuse: [Int?], newKey: (Int) -> ChildKey) -> EnvironmentValues {
        assert(rows.count == reuse.count, "a child (or none) for each row")
        let childEnvironment = stableChildEnvironment(environment)
        let plan = ViewEquality.fieldPlan(comparing: Row.self)
        var next: [ViewNode] = []
        next.reserveCapacity(rows.count)
        var created: [ViewNode] = []
        var kept = [Bool](repeating: false, count: children.count)
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                if let old = reuse[index] {
                    let child = children[old]
                    kept[old] = true
                    next.append(child)
                    child.update(toRow: rows[index], environment: childEnvironment, plan: plan)
                } else {
                    let child = ViewNode(
                        graph: graph, parent: self, key: newKey(index), view: rows[index], environment: childEnvironment)
                    next.append(child)
                    created.append(child)
                }
            }
        }
        var removed: [ViewNode] = []
        for (index, child) in children.enumerated() where !kept[index] { removed.append(child) }
        let onlyRemoved = created.isEmpty && Self.keepsOrder(next, of: children)
        children = next
        for child in removed { child.dismantle() }
        for child in created { child.evaluateAsNew() }
        structureDidChange(viewsKeepTheirOrder: onlyRemoved)
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

    /// The environment given to the children last time, with the input it was derived from.
    private var lastChildEnvironment: (input: EnvironmentValues, output: EnvironmentValues)?

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
    func structureDidChange(viewsKeepTheirOrder: Bool = false) {
        subtreeDidChange()
        var node: ViewNode? = self
        while let current = node {
            current.subviewCache = nil
            if case .layout(let driver) = current.role { driver.subviewsDidChange() }
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
        invalidateLayout()
    }

    /// The node's effect view of type `T`, made by `make` the first time.
    func ensureEffectView<T: UIView>(_ make: () -> T) -> T {
        if let existing = effectView as? T { return existing }
        let view = make()
        effectView = view
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
    func subtreeDidChange() {
        platformViewsCache = nil
        placesByTranslationCache = nil
        if effectView != nil { return }
        var node = parent
        while let current = node, current.platformViewsCache != nil || current.placesByTranslationCache != nil {
            current.platformViewsCache = nil
            current.placesByTranslationCache = nil
            if current.effectView != nil { break }
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

    // MARK: Appearance and removal

    /// Schedules the node's own appear actions (each new node does so itself).
    private func didAppear() {
        for action in appearActions { graph.deferAction(action) }
    }

    /// Ends the node: children first, then its subscriptions and storage,
    /// its UIKit view and its disappear actions.
    func dismantle() {
        if StackSpace.isLow { return StackSpace.onNewSegment { dismantle() } }
        guard !isDismantled else { return }
        isDismantled = true
        if !preferenceValues.isEmpty { graph.preferencesDidChange() }
        for child in children { child.dismantle() }
        children = []
        subviewCache = nil
        if case .leaf(let leaf) = role { leaf.dismantle() }
        effectView?.removeFromSuperview()
        for action in disappearActions { graph.deferAction(action) }
        for object in lifetimeObjects { (object as? NodeLifetime)?.end() }
        for slot in slots { (slot as? NodeLifetime)?.end() }
        (modifierStorage as? NodeLifetime)?.end()
        modifierStorage = nil
        extras?.lifetimeObjects = []
        slots = []
        extras?.modifiedContent = nil
        platformViewsCache = nil
        placesByTranslationCache = nil
        parent = nil
        modifierContentSource = nil
        referenceToken?.cutOff()
    }

    deinit {
        // Its descendants, held by their parents too: not a chain of releases.
        subviewCache = nil
        for child in children { child.parent = nil }
        referenceToken?.cutOff()
        // A tree released without being dismantled releases its nodes
        // recursively, each with its children: deep down, on a new segment.
        if !children.isEmpty, StackSpace.isLow {
            var orphans = children
            children = []
            StackSpace.onNewSegment { orphans = [] }
            _ = orphans
        }
    }

    // MARK: Layout

    /// Forgets measured sizes here and in every ancestor, and asks the
    /// hosting view for layout.
    func invalidateLayout() {
        // A node already invalidated since the last measurement or placement
        // anywhere in the graph has invalid ancestors too: the walk stops
        // there, so building N nodes invalidates in O(N), not O(N × depth).
        let generation = graph.layoutGeneration
        var node: ViewNode? = self
        while let current = node {
            if current.invalidationStamp == generation { break }
            current.invalidationStamp = generation
            current.sizeCache.removeAll()
            if case .layout(let driver) = current.role { driver.sizesDidChange() }
            current.alignmentCache.removeAll(keepingCapacity: true)
            current.cachedSpacing = nil
            current.needsPlacement = true
            node = current.parent
        }
        graph.layoutDidChange()
    }

    /// Marks the node and its ancestors for placement without forgetting
    /// sizes (the visible part of a lazy stack moved).
    func setNeedsPlacement() {
        var node: ViewNode? = self
        while let current = node {
            current.needsPlacement = true
            node = current.parent
        }
    }

    /// Whether the node shows one other view with its traits (a modifier's node).
    var isTraitTransparent: Bool { evaluator.isTraitTransparent }
    /// Whether the node is a `Spacer`'s.
    var isSpacer: Bool { evaluator.isSpacer }

    /// The nodes a layout lays out: children, with groups replaced by
    /// their own items (a tuple or `ForEach` in a stack is several subviews).
    var layoutItems: [ViewNode] {
        if let subviewCache { return subviewCache }
        var items: [ViewNode] = []
        for child in children { child.collectItems(into: &items) }
        subviewCache = items
        return items
    }

    private func collectItems(into items: inout [ViewNode]) {
        if StackSpace.isLow { return StackSpace.onNewSegment { collectItems(into: &items) } }
        if hasLayoutRole, !isGroup {
            items.append(self)
        } else {
            for child in children { child.collectItems(into: &items) }
        }
    }

    private var isGroup: Bool {
        if case .group = role { return true }
        return false
    }

    /// The size the node chooses for `proposal`, cached per proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if StackSpace.isLow { return StackSpace.onNewSegment { sizeThatFits(proposal) } }
        if let known = sizeCache.size(for: proposal) { return known }
        graph.layoutGeneration &+= 1
        let size: CGSize
        switch role {
        case .leaf(let leaf): size = leaf.sizeThatFits(proposal)
        case .layout(let layout): size = layout.sizeThatFits(proposal, subviews: LayoutSubviews(layoutItems))
        case .group: size = GroupLayout.sizeThatFits(proposal, items: layoutItems)
        }
        if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
            graph.reportOnce("\(path) chose the invalid size \(size) for the proposal \(proposal); 0 is used in the invalid dimensions.")
        }
        // NaN and negative sizes from a custom layout become 0 (an infinite
        // size is a legitimate answer to an infinite proposal).
        let sanitized = CGSize(width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
        sizeCache.insert(sanitized, for: proposal)
        return sanitized
    }

    /// The node's length along `axis` for `proposal`: its size's, or a
    /// leaf's width known without measuring. A stack learns each subview's
    /// smallest length this way; a text offered no width takes none, and
    /// its height there (a word or a character per line) is not needed.
    func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
        if axis == .horizontal, case .leaf(let leaf) = role {
            if let known = sizeCache.size(for: proposal) { return known.width }
            if let width = leaf.widthWithoutMeasuring(for: proposal) { return width }
        }
        let size = sizeThatFits(proposal)
        return axis == .horizontal ? size.width : size.height
    }

    /// Places the node in `frame` (the container's coordinates), having proposed `proposal`.
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        if StackSpace.isLow { return StackSpace.onNewSegment { place(in: frame, proposal: proposal) } }
        placementPending = false
        // Placement is incremental: a subtree placed at the same frame with
        // the same proposal, and unchanged inside, keeps its frames; moved
        // without a change of size, its frames move with it.
        if !needsPlacement, proposal == placedProposal {
            if frame == placedFrame { return }
            if frame.size == placedFrame.size, placesByTranslation {
                translate(to: frame)
                return
            }
        }
        let isFirstPlacement = placedFrame.isNull
        placedFrame = frame
        placedProposal = proposal
        needsPlacement = false
        graph.layoutGeneration &+= 1
        var bounds = frame
        if let effectView {
            effectView.frame = frame
            bounds = CGRect(origin: .zero, size: frame.size)
        }
        switch role {
        case .leaf(let leaf): leaf.place(in: frame)
        case .layout(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: LayoutSubviews(layoutItems))
        case .group: GroupLayout.place(items: layoutItems, in: bounds, proposal: proposal)
        }
        // Found at a subtree's first placement, while it is in the
        // processor's caches (its children, placed first, found theirs):
        // the first time it moves (a row below a removed one), asking would
        // walk every node of a subtree long gone from them, a cache miss or
        // two per node. Not at later placements: a list placed again after
        // each change would ask its thousand rows each time for an answer
        // only a move of the list itself needs.
        if isFirstPlacement, effectView == nil, placesByTranslationCache == nil, hasLayoutRole, !isLeaf {
            _ = placesByTranslation
        }
    }

    private var isLeaf: Bool {
        if case .leaf = role { return true }
        return false
    }

    /// Whether placing this subtree elsewhere at the same size moves its
    /// frames by as much and changes nothing else: true when every node
    /// in the container's coordinates is a leaf, a group or a layout that
    /// places by its bounds alone (``LayoutDriver/placesByBoundsAlone``).
    /// A geometry reader, a lazy stack or a custom layout may depend on
    /// where it is: those subtrees are placed again.
    private var placesByTranslation: Bool {
        if effectView != nil { return true }
        if StackSpace.isLow { return StackSpace.onNewSegment { self.placesByTranslation } }
        if let placesByTranslationCache { return placesByTranslationCache }
        var result: Bool
        switch role {
        case .leaf: return true
        case .layout(let driver): result = driver.placesByBoundsAlone
        case .group: result = true
        }
        // Every child is asked (and caches its answer), so that a node with
        // a cached answer has children with theirs (``subtreeDidChange()``).
        for child in children where !child.placesByTranslation { result = false }
        placesByTranslationCache = result
        return result
    }

    /// Moves the placed subtree to `frame` (the same size): a node with an
    /// effect view moves it (what is inside is placed in its coordinates),
    /// a leaf moves its view, others move their children.
    private func translate(to frame: CGRect) {
        graph.layoutGeneration &+= 1
        move(to: frame)
    }

    /// ``translate(to:)`` below the node it started at.
    private func move(to frame: CGRect) {
        if StackSpace.isLow { return StackSpace.onNewSegment { move(to: frame) } }
        let dx = frame.minX - placedFrame.minX, dy = frame.minY - placedFrame.minY
        placedFrame = frame
        placementPending = false
        if let effectView {
            effectView.frame = frame
            return
        }
        if case .leaf(let leaf) = role {
            leaf.place(in: frame)
            return
        }
        translateChildren(dx: dx, dy: dy)
    }

    /// Moves the placed children; groups, which stand for their children
    /// in layout and are not placed themselves, move theirs.
    private func translateChildren(dx: CGFloat, dy: CGFloat) {
        if StackSpace.isLow { return StackSpace.onNewSegment { translateChildren(dx: dx, dy: dy) } }
        // Unretained: the children array holds each child through the walk,
        // which changes no children (a retain and a release per child were
        // a sixth of moving a list's rows).
        for index in children.indices {
            unowned(unsafe) let child = children[index]
            if !child.placedFrame.isNull {
                child.move(to: child.placedFrame.offsetBy(dx: dx, dy: dy))
            } else if case .group = child.role {
                child.translateChildren(dx: dx, dy: dy)
            }
        }
    }

    /// The spacing the node wants around it: its layout's, or the system's.
    var viewSpacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        graph.layoutGeneration &+= 1
        let spacing = computeSpacing()
        cachedSpacing = spacing
        return spacing
    }

    private func computeSpacing() -> ViewSpacing {
        if StackSpace.isLow { return StackSpace.onNewSegment { computeSpacing() } }
        switch role {
        case .layout(let layout): return layout.spacing(subviews: LayoutSubviews(layoutItems))
        case .leaf(let leaf): return leaf.spacing
        case .group: return layoutItems.first?.viewSpacing ?? ViewSpacing()
        }
    }

    /// The container view this node's frame is expressed in.
    var containerView: UIView? {
        containerNode?.effectView ?? graph.host?.graphContainerView
    }

    /// The placed frame in window coordinates (nil before the first placement).
    var globalFrame: CGRect? {
        guard !placedFrame.isNull, let container = containerView else { return nil }
        return container.convert(placedFrame, to: nil)
    }

    /// The geometry a reader placed at `localBounds` (container coordinates) sees.
    func makeProxy(size: CGSize, localBounds: CGRect) -> GeometryProxy {
        let container = containerView
        let global = container?.convert(localBounds, to: nil) ?? localBounds
        var origins: [AnyHashable: CGPoint] = [:]
        var node = parent
        while let current = node {
            if let name = current.coordinateSpaceName, origins[name] == nil, let frame = current.globalFrame {
                origins[name] = frame.origin
            }
            node = current.parent
        }
        var insets = EdgeInsets()
        if let graphHost = graph.host {
            let host = graphHost.graphContainerView
            let safe = graphHost.safeRect(ignoring: [])
            let inHost = host.convert(global, from: nil)
            insets = EdgeInsets(
                top: max(0, safe.minY - inHost.minY), leading: max(0, safe.minX - inHost.minX),
                bottom: max(0, inHost.maxY - safe.maxY), trailing: max(0, inHost.maxX - safe.maxX))
        }
        return GeometryProxy(size: size, safeAreaInsets: insets, globalFrame: global, namedOrigins: origins) { source in
            source.resolve()
        }
    }

    /// An alignment guide's explicit value for a view of `size`, if the node sets one.
    func explicitAlignment(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if StackSpace.isLow { return StackSpace.onNewSegment { explicitAlignment(guide, size: size, proposal: proposal) } }
        // Only text gives a baseline a value without a guide setter in the graph.
        if !graph.mayHaveExplicitGuides, !guide.isTextBaseline { return nil }
        // Cached like sizes: a guide passed up through nested containers asks
        // each level several times (a frame places its child by its guides).
        for entry in alignmentCache where entry.key == guide && entry.size == size && entry.proposal == proposal {
            return entry.value
        }
        graph.layoutGeneration &+= 1
        let value: CGFloat?
        switch role {
        case .leaf(let leaf): value = leaf.explicitAlignment(guide, size: size)
        case .layout(let layout):
            value = layout.explicitAlignment(
                guide, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: LayoutSubviews(layoutItems))
        case .group:
            let items = layoutItems
            value = items.count == 1 ? items[0].explicitAlignment(guide, size: size, proposal: proposal) : nil
        }
        if alignmentCache.count == 8 { alignmentCache.removeFirst() }
        alignmentCache.append(AlignmentCacheEntry(key: guide, size: size, proposal: proposal, value: value))
        return value
    }

    private struct AlignmentCacheEntry {
        let key: AlignmentKey
        let size: CGSize
        let proposal: ProposedViewSize
        let value: CGFloat?
    }

    // MARK: UIKit views

    /// The UIKit views directly inside this node's container, in drawing order:
    /// leaves' views and effect views, not descending into effects.
    func collectPlatformViews(into views: inout [UIView]) {
        if let platformViewsCache {
            Self.append(platformViewsCache, to: &views)
            return
        }
        var own: [UIView] = []
        collectPlatformViewsAnew(into: &own)
        platformViewsCache = own
        Self.append(own, to: &views)
    }

    /// Appends `more` to `views`; into an empty list, by sharing `more`'s
    /// storage. A container's list is its only child's, and that child's
    /// its child's, down to a `ForEach`: shared, a list of thousands of rows
    /// is not copied (each view retained, and released with the old copy)
    /// at every level whenever it changes.
    private static func append(_ more: [UIView], to views: inout [UIView]) {
        if views.isEmpty {
            views = more
        } else {
            views.append(contentsOf: more)
        }
    }

    /// ``collectPlatformViews(into:)`` without this node's cache (the
    /// children's caches are used, and filled).
    private func collectPlatformViewsAnew(into views: inout [UIView]) {
        if StackSpace.isLow { return StackSpace.onNewSegment { collectPlatformViewsAnew(into: &views) } }
        // Siblings draw by z-index, in order where equal (a stable sort, only when one is set).
        // A z-index is a trait: it is read through the modifiers around the view that set it.
        var hasZIndex = false
        for child in children where child.traitZIndex != 0 {
            hasZIndex = true
            break
        }
        let ordered = hasZIndex
            ? children.enumerated().sorted { ($0.element.traitZIndex, $0.offset) < ($1.element.traitZIndex, $1.offset) }.map(\.element)
            : children
        for child in ordered {
            if let effect = child.effectView {
                views.append(effect)
            } else if case .leaf(let leaf) = child.role {
                views.append(leaf.platformView)
            } else {
                child.collectPlatformViews(into: &views)
            }
        }
    }

    /// A readable path from the root ("CircleView > ZStack > Text"), for reports.
    var path: String {
        var names: [String] = []
        var node: ViewNode? = self
        while let current = node {
            // Primitives are left out of the path, except the node itself
            // (a representable names itself) and the layout containers.
            if current === self || !current.evaluator.isPrimitive || current.hasLayoutRole {
                names.append(ViewNode.shortName(of: type(of: current.view)))
            }
            node = current.parent
        }
        return names.reversed().joined(separator: " > ")
    }

    static func shortName(of type: Any.Type) -> String {
        let name = String(describing: type)
        if let generic = name.firstIndex(of: "<") { return String(name[..<generic]) }
        return name
    }
}

/// Something that ends with the node that owns it (a subscription, a task).
@MainActor
protocol NodeLifetime: AnyObject {
    func end()
}

/// Primitive views whose own evaluation reads no environment value
/// (containers): an environment change just passes through them.
protocol EnvironmentTransparent {}

/// The placeholder a custom modifier's body receives for its content.
protocol ModifierContentPlaceholder {}

extension _ViewModifier_Content: ModifierContentPlaceholder {}
