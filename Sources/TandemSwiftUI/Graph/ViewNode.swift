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
    // Properties read or written on every update or layout carry `@exclusivity(unchecked)`: they
    // are only touched on the main actor, never across a call that could reach them again through
    // an inout access, and each dynamic check costs a thread-local look-up and a record of the
    // access (about a hundred instructions). Debug builds define `TANDEM_CHECKED_EXCLUSIVITY`
    // (Package.swift), which checks them again: the tests and CI run checked.
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
    // not all nine (`layoutState` holds layout's, inline).

    /// How the node takes part in layout and drawing: a group of its
    /// children's items, a layout of them, or a leaf with a UIKit view.
    var role: NodeRole = .group {
        didSet {
            let wasGroup = oldValue.isGroup, isGroup = role.isGroup
            // Group nodes set it at every evaluation: nothing changed.
            if wasGroup, isGroup { return }
            if !isGroup { hasLayoutRole = true }
            subtreeDidChange()
            // Becoming a group, or no longer one, changes a row's layout items.
            if wasGroup != isGroup { rowMayHaveChanged() }
            // A layout no longer one, or a group that a layout's rows were found through.
            listMayHaveChangedRole()
        }
    }
    /// The child nodes, in the order of the view's content. Set by
    /// matching (`ViewNode+Children.swift`, `ViewNode+Rearrangement.swift`)
    /// and ``dismantle()`` alone.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var children: [ViewNode] = []
    /// The UIKit view an effect (opacity, clipping, a button's control...)
    /// puts around this node's children, if any. Set by
    /// ``ensureEffectView(_:)``; cleared only when a plain container goes
    /// (``plainContainer``). Declared next to the placement state: a list
    /// row moved reads both, and then touches one pair of cache lines of
    /// its node (see ``NodeLayoutState``).
    var effectView: UIView?
    /// What layout remembers of the node: where it was placed, and the
    /// sizes, spacing and guides measured since the last change. Read and
    /// written by layout (`ViewNode+Layout.swift`) alone.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var layoutState = NodeLayoutState()
    /// Set before a layout places its subviews, cleared when this one is placed.
    var placementPending: Bool {
        get { layoutState.placementPending }
        set { layoutState.placementPending = newValue }
    }
    /// The UIKit views this node puts in its container, as last collected
    /// (``collectPlatformViews(into:)``); `nil` when they may have changed.
    ///
    /// A list re-ordered or grown collects its rows' views again without
    /// walking each row's subtree. When a node's cache is `nil`, so are
    /// those of its ancestors up to its container: caches are filled from
    /// the container down, and cleared from a node up.
    /// Filled by `ViewNode+PlatformViews.swift`, cleared by ``subtreeDidChange()``.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var platformViewsCache: [UIView]?

    /// The node's identity among its siblings; a renewal gives it a new one
    /// (``markRenewed(as:)``). Nine bytes: the flags below fill its word.
    private(set) var key: ChildKey
    /// Whether the role was ever a layout or a leaf (a layout item).
    private(set) var hasLayoutRole = false
    /// Set when something the node read changed, or by a renewal (``markRenewed(as:)``); cleared when evaluated.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private(set) var isInvalidated = false
    /// What the primitive's update running now declared (``NodeUpdater``).
    var updateDeclarations: NodeUpdater.Declarations = []
    /// Set once the node's identity went (``dismantle()``).
    private(set) var isDismantled = false
    /// Set during the node's first evaluation (``evaluateAsNew()``): the
    /// parent that made it syncs their container once all its new children are made.
    private(set) var isEvaluatingAsNew = false
    /// What the effect view is when it is a plain container (a list row's,
    /// a stack of rows'); nil for an effect's own view, or none.
    var plainContainer: PlainContainer?
    /// Whether the children are rows that get container views (``NodeUpdater/containRows()``).
    var containsRows = false
    /// The view value as the parent gave it (before binding), compared with
    /// the next one to skip unchanged children.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private(set) var view: any View
    /// ``environmentPropagations`` and ``observationGeneration``, four bytes each: one word.
    private var propagationCount: UInt32 = 0
    /// Counts the node's tracked evaluations (``ViewGraph/track(_:_:)``);
    /// an `@Observable` change noticed by an older one is stale and ignored.
    /// Four bytes: after four billion evaluations a stale change could
    /// match again, and would evaluate the node once more than needed.
    var observationGeneration: UInt32 = 0
    /// The environment the parent gave.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private(set) var environment: EnvironmentValues
    /// Storage of the view's dynamic properties, one slot per wrapper.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var slots: [AnyObject?] = []
    /// Environment values the body read, compared when the environment changes.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var environmentReads: [EnvironmentRead] = []
    /// Facts few nodes have (``NodeExtras``), made when one is first set.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var extras: NodeExtras?

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
    private var referenceToken: NodeReference?

    /// For a custom modifier: the content its body's placeholder shows.
    private(set) var modifiedContent: (any View)? {
        get { extras?.modifiedContent }
        set { ensureExtras().modifiedContent = newValue }
    }
    /// For an `Animatable` view or modifier: its data's interpolation (``AnimatableDataInterpolation``).
    var animatableDataInterpolation: AnyObject? {
        get { extras?.animatableDataInterpolation }
        set { ensureExtras().animatableDataInterpolation = newValue }
    }
    /// The node's `.zIndex(_:)`: siblings draw in the order of their ``traitZIndex``.
    var zIndex: Double {
        get { extras?.zIndex ?? 0 }
        set { ensureExtras().zIndex = newValue }
    }
    /// The node's `.layoutPriority(_:)`; containers read ``traitLayoutPriority``.
    var layoutPriority: Double {
        get { extras?.layoutPriority ?? 0 }
        set { ensureExtras().layoutPriority = newValue }
    }
    /// Whether a `.layoutPriority(_:)` set ``layoutPriority`` (an explicit 0 included).
    var setsLayoutPriority: Bool { extras?.setsLayoutPriority ?? false }
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
    /// (`onChange`'s last value, `onReceive`'s subscription, `ForEach`'s
    /// ids...); read and written through ``primitiveStorage(_:)``.
    private var modifierStorage: AnyObject?

    /// What this node's primitive keeps between updates, made by `make` the
    /// first time it is asked for.
    ///
    /// Typed and checked: a node's view type never changes, so neither does
    /// the type of what its primitive keeps. Storage of another type found
    /// here stops the program, rather than being dropped and made again,
    /// which would lose what it kept without a word.
    func primitiveStorage<Storage: AnyObject>(_ make: () -> Storage) -> Storage {
        guard let kept = modifierStorage else {
            let made = make()
            modifierStorage = made
            return made
        }
        guard let storage = kept as? Storage else {
            preconditionFailure(
                "a node's primitive keeps a \(type(of: kept)), not a \(Storage.self): its view type never changes")
        }
        return storage
    }

    /// What this node's primitive keeps, when it is a `Storage`: nil before
    /// it is first made, and for a node of another kind (a container
    /// looking at a node it did not make).
    func primitiveStorage<Storage: AnyObject>(ifKept _: Storage.Type) -> Storage? {
        modifierStorage as? Storage
    }

    /// Lets go of what the primitive keeps (a `ForEach` whose rows can no
    /// longer be matched by id); the next ``primitiveStorage(_:)`` makes it anew.
    func discardPrimitiveStorage() {
        modifierStorage = nil
    }

    init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.view = view
        self.environment = environment
        evaluator = NodeEvaluator.evaluator(for: type(of: view))
    }

    /// The environment given to the children last time, with its input (``stableChildEnvironment(_:)``'s).
    var lastChildEnvironment: (input: EnvironmentValues, output: EnvironmentValues)?

    // MARK: Updating

    /// Gives the node a new value and environment; evaluates it if either
    /// changed in a way it depends on, or if it was invalidated.
    func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
        // An invalidated node is evaluated whatever its new value: comparing
        // it is skipped (a renewed cell's nodes, each holding the rest of
        // the row, compared it all again at each level).
        let viewChanged = isInvalidated || !evaluator.isSameView(view, newView)
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
        // Made by a change that animates, the new subtree appears as it is,
        // where it is placed (its insertion transition, if any, animates it in).
        if UIViewAnimationBlock.current != nil { return UIView.withoutEnclosingAnimation { evaluateAsNew() } }
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

    /// Marks a node of a renewed subtree for evaluation, its root with its new identity `key` (``renew(as:)``).
    func markRenewed(as key: ChildKey?) {
        if let key { self.key = key }
        isInvalidated = true
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
    /// `isInterpolating`: the view's animatable data is a step of an animated change;
    /// `properties`: where `V`'s dynamic properties sit, when the caller keeps it.
    func evaluateComposite<V: View>(
        _ view: V, isInterpolating: Bool = false, properties: DynamicPropertyLayout.Layout? = nil
    ) {
        role = .group
        var body = evaluateBody(view, properties: properties)
        // A body erased to `AnyView` shows the view it wraps, without a
        // node for the wrapper: the wrapped type is still the child's
        // identity (a child of another type is a new node).
        if type(of: body) == AnyView.self, let erased = body as? AnyView { body = erased.view }
        withoutAnimatingSteps(isInterpolating) { reconcile(single: body, environment: environment) }
    }

    /// Binds `view`'s dynamic properties to this node's storage and returns its body,
    /// recording what the body reads.
    func evaluateBody<V: View>(_ view: V, properties: DynamicPropertyLayout.Layout? = nil) -> any View {
        environmentReads.removeAll(keepingCapacity: true)
        var bound = view
        DynamicPropertyLayout.bind(&bound, to: self, layout: properties)
        return graph.track(self) { bound.body }
    }

    /// A custom modifier: binds its properties and shows its body, whose
    /// placeholder stands for `content`.
    /// `isInterpolating`: the modifier's animatable data is a step of an animated change.
    func applyCustomModifier<Modifier: ViewModifier, Content: View>(
        _ modifier: Modifier, content: Content, isInterpolating: Bool = false
    ) {
        role = .group
        modifiedContent = content
        environmentReads.removeAll(keepingCapacity: true)
        var bound = modifier
        DynamicPropertyLayout.bind(&bound, to: self)
        let body = graph.track(self) { bound.body(content: _ViewModifier_Content<Modifier>()) }
        withoutAnimatingSteps(isInterpolating) { reconcile(single: body, environment: environment) }
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
        propagationCount &+= 1
        for child in children { child.update(to: child.view, environment: environment) }
    }

    /// Counts the environments given to the children without an update of
    /// this node's own (``propagateEnvironment()``): what a node remembers
    /// of the environment it gave its children holds while this is unchanged.
    var environmentPropagations: UInt64 { UInt64(propagationCount) }
    /// Whether the node shows one other view with its traits (a modifier's node).
    var isTraitTransparent: Bool { evaluator.isTraitTransparent }
    /// Whether the graph evaluates the node's view itself (not through `body`).
    var isPrimitive: Bool { evaluator.isPrimitive }
    /// Whether the node is a custom modifier's content placeholder.
    var isContentPlaceholder: Bool { evaluator.isContentPlaceholder }
    /// Whether the node is a `Spacer`'s.
    var isSpacer: Bool { evaluator.isSpacer }

    // MARK: Appearance and removal

    /// Schedules the node's own appear actions (each new node does so itself).
    private func didAppear() {
        for action in appearActions { graph.deferAction(action) }
    }

    /// Ends the node: children first, then its subscriptions and storage,
    /// its UIKit view and its disappear actions. `insideRemovedContainer`:
    /// an ancestor's effect view, which holds this node's views, leaves
    /// its superview with them (they are not removed one by one).
    func dismantle(insideRemovedContainer: Bool = false) {
        if StackSpace.isLow {
            return StackSpace.onNewSegment { dismantle(insideRemovedContainer: insideRemovedContainer) }
        }
        guard !isDismantled else { return }
        isDismantled = true
        if !preferenceValues.isEmpty { graph.preferencesDidChange() }
        // An effect view leaving its superview takes the views inside along.
        let childrenInsideRemovedContainer = insideRemovedContainer || effectView != nil
        for child in children { child.dismantle(insideRemovedContainer: childrenInsideRemovedContainer) }
        children = []
        layoutState.subviewCache = nil
        if case .leaf(let leaf) = role { leaf.dismantle(insideRemovedContainer: insideRemovedContainer) }
        if !insideRemovedContainer { effectView?.removeFromSuperview() }
        for action in disappearActions where !graph.holdsDisappearAction(action) { graph.deferAction(action) }
        for object in lifetimeObjects { (object as? NodeLifetime)?.end() }
        for slot in slots { (slot as? NodeLifetime)?.end() }
        (modifierStorage as? NodeLifetime)?.end()
        modifierStorage = nil
        extras?.lifetimeObjects = []
        slots = []
        extras?.modifiedContent = nil
        platformViewsCache = nil
        layoutState.translationFactsCache = nil
        parent = nil
        referenceToken?.cutOff()
    }

    /// Isolated: the children's `parent` and the node's ``reference`` are
    /// unretained links read on the main actor; a node let go of elsewhere
    /// (a closure that held it, released by Swift 5 code on another thread)
    /// lives until the main actor clears them.
    isolated deinit {
        // Its descendants, held by their parents too: not a chain of releases.
        layoutState.subviewCache = nil
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
}
