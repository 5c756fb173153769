import Foundation
import TandemUIKit

/// What a primitive view or modifier may do to its node while it updates
/// it: the one interface between primitives and the graph's nodes.
///
/// The graph makes one for each evaluation of a primitive
/// (``PrimitiveView/updateNode(_:)``, ``PrimitiveModifier/updateNode(_:content:)``)
/// and passes it on when a primitive delegates to another (a stack to its
/// layout view). A primitive reads its environment and declares two things:
/// - **its role**: ``setGroup()`` (the default), ``setLayout(_:)``, a
///   driver of its own (``layoutDriver(_:make:)``), or a leaf
///   (``leafDriver(_:make:)``);
/// - **its children**: matched from a list of views (``reconcile(_:environment:)``,
///   ``reconcile(single:environment:)``), from a
///   `ForEach`'s rows, or kept as a driver manages them (``keepChildren()``).
///   A primitive that declares none has none: its old children are
///   dismantled.
///
/// Whatever it declares nothing about takes the default when its update
/// ends (``finish()``), so a primitive need not repeat what every other
/// does — and cannot forget it. Everything else a primitive keeps or tells
/// goes through the members below (storage, effect view, traits, layout
/// invalidation, animation steps, deferred actions), never the node's
/// fields. The node's own rules (what a role change invalidates, how
/// children are matched) stay with the node.
///
/// A value type that wraps the node: passing one costs a pointer. It is
/// valid only during the update it was made for.
@MainActor
struct NodeUpdater {
    /// What the update declared so far (reset when it begins).
    struct Declarations: OptionSet {
        let rawValue: UInt8
        /// The node's role was set.
        static let role = Declarations(rawValue: 1)
        /// The node's children were matched, or kept on purpose.
        static let children = Declarations(rawValue: 2)
    }

    private let node: ViewNode

    /// Begins an update of `node`: nothing is declared yet.
    init(beginning node: ViewNode) {
        self.node = node
        node.updateDeclarations = []
    }

    /// Ends the update: what it did not declare takes the default (a
    /// group with no children).
    func finish() {
        let declared = node.updateDeclarations
        if !declared.contains(.role) { node.role = .group }
        if !declared.contains(.children), !node.children.isEmpty {
            node.reconcile([], environment: node.environment)
        }
    }

    private func declare(_ declarations: Declarations) {
        node.updateDeclarations.formUnion(declarations)
    }

    // MARK: What the node was given

    /// The environment the node's parent gave it.
    var environment: EnvironmentValues { node.environment }
    /// The graph the node is in: its deferred actions, tracking of what a
    /// closure reads, reports, and the host.
    var graph: ViewGraph { node.graph }
    /// A reference to the node for callbacks that may outlive the update.
    var reference: NodeReference { node.reference }
    /// Whether this is the node's first evaluation.
    var isNew: Bool { node.isEvaluatingAsNew }
    /// A readable path to the node, for reports.
    var path: String { node.path }

    /// Runs `body`, recording what it reads as read by this node (a change
    /// invalidates it).
    func tracking<T>(_ body: () -> T) -> T { node.graph.track(node, body) }

    /// Runs `body`, which updates the node's subtree, in `transaction`
    /// (its animation animates what the subtree changes).
    func performSubtree(in transaction: Transaction, _ body: () -> Void) {
        node.graph.animator.performSubtree(of: node, in: transaction, body)
    }

    /// The value of the preference `Key` the node's subtree gives now.
    func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        PreferenceReading.value(key, in: node)
    }

    /// The node itself, for the graph's subsystems a primitive hands its
    /// update to, which keep a link to the node or walk from it: drivers
    /// and boxes (layout, leaves, representables), view-list resolvers,
    /// anchors, container sizes. Their initializers take the updater and
    /// read this; a primitive's own update never does
    /// (`scripts/lint.sh` checks that no `updateNode` file reads it).
    var graphNode: ViewNode { node }

    // MARK: Role

    /// The node stands for its children: inside a container each of their
    /// items is a subview of its own.
    func setGroup() {
        declare(.role)
        node.role = .group
    }

    /// The node lays out its children with `layout`.
    func setLayout<L: Layout>(_ layout: L) {
        declare(.role)
        node.setLayout(layout)
    }

    /// The node's layout driver of type `Driver`, made by `make` the first
    /// time; `isNew` says whether it was.
    func layoutDriver<Driver: LayoutDriver>(_: Driver.Type, make: () -> Driver) -> (driver: Driver, isNew: Bool) {
        declare(.role)
        if case .layout(let existing) = node.role, let driver = existing as? Driver { return (driver, false) }
        let driver = make()
        node.role = .layout(driver)
        return (driver, true)
    }

    /// The node's leaf driver of type `Driver`, made by `make` the first
    /// time; `isNew` says whether it was.
    func leafDriver<Driver: LeafDriver>(_: Driver.Type, make: () -> Driver) -> (driver: Driver, isNew: Bool) {
        declare(.role)
        if case .leaf(let existing) = node.role, let driver = existing as? Driver { return (driver, false) }
        let driver = make()
        node.role = .leaf(driver)
        return (driver, true)
    }

    // MARK: Children

    /// Matches the children with `view` alone, given `environment` (the
    /// node's own by default).
    @discardableResult
    func reconcile(single view: any View, environment: EnvironmentValues? = nil) -> EnvironmentValues {
        declare(.children)
        return node.reconcile(single: view, environment: environment ?? node.environment)
    }

    /// Matches the children with `specs` (keys and views), given
    /// `environment` (the node's own by default).
    @discardableResult
    func reconcile(_ specs: [(ChildKey, any View)], environment: EnvironmentValues? = nil) -> EnvironmentValues {
        declare(.children)
        return node.reconcile(specs, environment: environment ?? node.environment)
    }

    /// Matches the children with `content` alone, keyed `key` (an
    /// identity): an only child of another key is renewed for `key` when
    /// nothing in it is bound to its old identity, rather than replaced
    /// (a list cell shown for a new row: ``ViewNode/renewOnlyChild(as:showing:)``).
    func reconcile(identity key: ChildKey, content: any View) {
        let renewed = node.renewOnlyChild(as: key, showing: content)
        reconcile([(key, content)])
        if let renewed { node.finishRenewal(renewed) }
    }

    /// The node's children are rows that move as units (a `ForEach`'s):
    /// each row that is one layout item laying out its children gets a
    /// container view of its own, so that it moves as one view when a row
    /// above it goes (``ViewNode/updateRowContainer()``). A fact of the
    /// node from then on; the layout its rows are subviews of gets a
    /// container view of its own, so that it moves as one view too
    /// (``ViewNode/updateListContainer()``).
    func containRows() {
        guard !node.containsRows else { return }
        node.containsRows = true
        node.graph.mayHaveRowContainers = true
        if let layout = node.parent?.layoutThroughGroups { node.graph.plainContainers.listMayHaveChanged(layout) }
    }

    /// The children stay as they are: a driver makes and matches them
    /// itself (a lazy stack's rows, a geometry reader's content built at layout).
    func keepChildren() {
        declare(.children)
    }

    /// How many children the node has.
    var childCount: Int { node.children.count }

    /// The view the child keyed `key` was last given, if there is one.
    func childView(for key: ChildKey) -> (any View)? {
        node.children.first { $0.key == key }?.view
    }

    // MARK: What the primitive keeps

    /// What the primitive keeps between updates, made by `make` the first
    /// time (``ViewNode/primitiveStorage(_:)``).
    func primitiveStorage<Storage: AnyObject>(_ make: () -> Storage) -> Storage {
        node.primitiveStorage(make)
    }

    /// What the primitive keeps, if it made it already.
    func primitiveStorage<Storage: AnyObject>(ifKept type: Storage.Type) -> Storage? {
        node.primitiveStorage(ifKept: type)
    }

    /// Lets go of what the primitive keeps.
    func discardPrimitiveStorage() { node.discardPrimitiveStorage() }

    /// The UIKit view of type `T` the node puts around its children, made
    /// by `make` the first time.
    func ensureEffectView<T: UIView>(_ make: () -> T) -> T { node.ensureEffectView(make) }

    /// The node's effect view, if it has one.
    var effectView: UIView? { node.effectView }

    /// Objects (subscriptions, tasks, pools) that end with the node.
    func keepUntilDismantled(_ object: AnyObject) { node.lifetimeObjects.append(object) }

    // MARK: Layout

    /// The node's size or placement may have changed.
    func invalidateLayout() { node.invalidateLayout() }

    /// ``invalidateLayout()`` for a leaf that may size differently in a
    /// new environment, unless it still gives every size and guide value
    /// its containers measured (``ViewNode/invalidateLayoutUnlessMeasurementsHold()``).
    func invalidateLayoutUnlessMeasurementsHold() { node.invalidateLayoutUnlessMeasurementsHold() }

    /// What the node's subtree puts in its container, or how it moves, changed.
    func subtreeDidChange() { node.subtreeDidChange() }

    /// The edges along which the node's scroll view scrolls under the bars.
    func setScrollsUnderBars(_ edges: Edge.Set) { node.layoutState.scrollsUnderBars = edges }
}

// What a primitive tells its containers and the graph about its node:
// traits containers read through unary modifiers, preferences, actions.
extension NodeUpdater {
    /// Sets the node's `.layoutPriority(_:)`; stacks measure again when it changes.
    func setLayoutPriority(_ priority: Double) {
        node.graph.mayHaveLayoutPriorities = true
        if node.layoutPriority != priority || !node.setsLayoutPriority {
            node.layoutPriority = priority
            node.invalidateLayout()
        }
    }

    /// Sets the node's `.zIndex(_:)`; its siblings' views are re-ordered
    /// in their container when it changes.
    func setZIndex(_ value: Double) {
        node.graph.mayHaveZIndices = true
        if node.zIndex != value || !node.setsZIndex {
            node.zIndex = value
            node.parent?.subtreeDidChange()
            node.graph.containerNeedsSync(node.containerNode)
        }
    }

    /// Sets (or, with `nil`, removes) a value layouts and containers read
    /// under `key` (`.layoutValue(key:value:)`, a transition, a matched geometry).
    func setLayoutValue(_ value: Any?, for key: ObjectIdentifier) {
        node.layoutValues[key] = value
    }

    /// The value set under `key` by ``setLayoutValue(_:for:)``.
    func layoutValue(for key: ObjectIdentifier) -> Any? {
        node.layoutValues[key]
    }

    /// Names the node's coordinate space (`.coordinateSpace(name:)`).
    func setCoordinateSpaceName(_ name: AnyHashable?) {
        node.coordinateSpaceName = name
    }

    /// Sets the node's value for the preference `Key`; readers above learn
    /// of it when it changed.
    func setPreference<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type) {
        node.setPreference(value, for: key)
    }

    /// Sets what the node does to the preference under `key` that its
    /// subtree gives (`.transformPreference`).
    func setPreferenceTransform(_ transform: Any, for key: ObjectIdentifier) {
        node.preferenceValues[key] = transform
        node.graph.preferencesDidChange()
    }

    /// The actions run when the node appears and disappears (`onAppear`, `onDisappear`).
    func setAppearanceActions(onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
        node.appearActions = onAppear.map { [$0] } ?? []
        node.disappearActions = onDisappear.map { [$0] } ?? []
    }

    /// The effect view of the nearest ancestor whose effect view is a `T`
    /// (a button body's control around it).
    func ancestorEffectView<T: UIView>(_: T.Type) -> T? {
        var ancestor = node.parent
        while let current = ancestor {
            if let view = current.effectView as? T { return view }
            ancestor = current.parent
        }
        return nil
    }
}

// Bodies a primitive evaluates in its node (view lists, custom modifiers),
// and the steps of animated data.
extension NodeUpdater {
    /// Binds `view`'s dynamic properties to the node's storage and returns
    /// its body, recording what the body reads.
    func evaluateBody<V: View>(_ view: V) -> any View { node.evaluateBody(view) }

    /// Shows a custom modifier's body, whose placeholder stands for `content`.
    func applyCustomModifier<Modifier: ViewModifier, Content: View>(
        _ modifier: Modifier, content: Content, isInterpolating: Bool = false
    ) {
        declare([.role, .children])
        node.applyCustomModifier(modifier, content: content, isInterpolating: isInterpolating)
    }

    /// The content a custom modifier's placeholder in this node's subtree
    /// shows (`nil` outside a modifier's body).
    var modifierContent: (any View)? { node.modifierContentSource?.modifiedContent }

    /// `value` with the animatable data to draw now (``ViewNode/interpolated(_:)``).
    func interpolated<Value: Animatable>(_ value: Value) -> (value: Value, isInterpolating: Bool) {
        node.interpolated(value)
    }

    /// ``interpolated(_:)`` kept as the primitive's storage (``ViewNode/interpolatedPrimitive(_:)``).
    func interpolatedPrimitive<Value: Animatable>(_ value: Value) -> (value: Value, isInterpolating: Bool) {
        node.interpolatedPrimitive(value)
    }

    /// Runs `body` outside the transaction's animation when it draws a step
    /// of interpolated data (``ViewNode/withoutAnimatingSteps(_:_:)``).
    func withoutAnimatingSteps(_ isInterpolating: Bool, _ body: () -> Void) {
        node.withoutAnimatingSteps(isInterpolating, body)
    }
}

// A `ForEach`'s rows: matched by their ids and compared with the values
// they were last given (``ForEachRows``), without a key boxed per row.
extension NodeUpdater {
    /// The key of the child at `index`.
    func childKey(at index: Int) -> ChildKey { node.children[index].key }

    /// The rows' environment and field plan when `memory` lets the rows be
    /// compared with their last values in place (``ViewNode/rowsComparableInPlace(_:)``).
    func rowsComparableInPlace<ID: Hashable, Row: View>(_ memory: ForEachRows<ID, Row>) -> (
        EnvironmentValues, FieldPlan
    )? {
        node.rowsComparableInPlace(memory)
    }

    /// Gives the rows at `changed` their new values kept in `memory`; the
    /// others keep theirs (``ViewNode/updateRows(at:of:environment:)``).
    func updateRows<ID: Hashable, Row: View>(
        at changed: [Int], of memory: ForEachRows<ID, Row>, environment: EnvironmentValues
    ) {
        declare(.children)
        node.updateRows(at: changed, of: memory, environment: environment)
    }

    /// Gives the rows, whose ids are those kept in `memory`, their values
    /// (``ViewNode/updateChildrenInPlace(rows:memory:)``).
    func updateChildrenInPlace<ID: Hashable, Row: View>(rows: [Row], memory: ForEachRows<ID, Row>) {
        declare(.children)
        node.updateChildrenInPlace(rows: rows, memory: memory)
    }

    /// Matches the rows with the children at `reuse`, or new ones keyed
    /// `newKey(i)` (``ViewNode/reconcileRows(_:reusing:remembered:newKey:)``).
    @discardableResult
    func reconcileRows<ID: Hashable, Row: View>(
        _ rows: [Row], reusing reuse: [Int?], remembered memory: ForEachRows<ID, Row>?, newKey: (Int) -> ChildKey
    ) -> EnvironmentValues {
        declare(.children)
        return node.reconcileRows(rows, reusing: reuse, remembered: memory, newKey: newKey)
    }

    /// Remembers in `memory` that the rows were last given `rows`, with `environment`.
    func remember<ID: Hashable, Row>(
        _ rows: [Row], givenWith environment: EnvironmentValues, in memory: ForEachRows<ID, Row>
    ) {
        node.remember(rows, givenWith: environment, in: memory)
    }
}
