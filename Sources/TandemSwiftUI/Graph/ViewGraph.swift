import Foundation
import Observation
import TandemSupport
import TandemUIKit

/// The graph of one hosted view tree: its root node, the nodes waiting to
/// be evaluated, and the update passes that evaluate them.
///
/// Updates run in the commit's update phase (through ``GraphScheduler``),
/// or when a hosting view is laid out with `layoutIfNeeded()`. A pass
/// evaluates the invalidated nodes parents first, each once; writes made
/// while views update are reported and wait for the next pass; a graph that
/// keeps invalidating itself is stopped after ``maximumPasses`` and the
/// cycle is reported with the nodes and properties that formed it.
@MainActor
final class ViewGraph {
    /// Passes per update before a self-invalidating graph is stopped.
    static let maximumPasses = 8

    /// The node whose body is running, which reads are recorded against.
    private(set) static var evaluatingNode: ViewNode?

    weak var host: ViewGraphHost?
    private(set) var root: ViewNode?
    /// The environment the root gets (traits of the hosting view, defaults).
    private(set) var rootEnvironment: EnvironmentValues

    private var pending: [ViewNode] = []
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var containersToSync: [ViewNode?] = []
    /// The same containers, for constant-time membership (`nil`: the host view).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var containersToSyncKeys: Set<ObjectIdentifier?> = []
    /// Rows and layouts whose container views are decided again before containers sync.
    let plainContainers = PlainContainers()
    /// Whether the host has insets, kept through one layout of the root.
    let hostInsets = HostInsetsMemo()
    /// Set once a node's children are rows with containers (``NodeUpdater/containRows()``).
    var mayHaveRowContainers = false
    private var deferredActions: [() -> Void] = []
    private var isUpdatingViews = false
    /// Set while ``performUpdates()`` runs; its loop picks up work added meanwhile.
    private(set) var isPerformingUpdates = false
    /// Depth of user calls made while views update outside a pass (a representable's `sizeThatFits`).
    private var calloutDepth = 0
    /// The view whose user code runs in the innermost such call.
    private weak var calloutNode: ViewNode?
    private var reported: Set<String> = []
    private(set) var layoutChanged = false
    private var preferenceObservers: [WeakObserver] = []
    private var preferencesChanged = false
    /// Whether a pass without animation changed layout since the last
    /// layout: a pass that animates lays out first (``ViewGraphHost/layoutContentNow()``).
    private var hasUnplacedLayoutChanges = false
    /// The transaction of the writes waiting for the next update (the last
    /// one made in a `withTransaction` scope), if any was.
    private var pendingTransaction: Transaction?
    /// Advances whenever a node's layout cache is refilled or a node is
    /// placed; nodes invalidated within one generation share it, which ends
    /// their invalidation walks early (``ViewNode/invalidateLayout()``).
    var layoutGeneration: UInt64 = 1
    /// Whether a node of this graph has had a layout that may give a guide
    /// a value of its own: `.alignmentGuide`, a custom `Layout`, `AnyLayout`.
    /// Until then no guide but a text baseline has an explicit value
    /// anywhere in the graph (Tandem's layouts only pass their subviews'
    /// values on), and stacks aligning on one need not ask their subviews.
    /// Once set, it stays set: a guide setter that went is not looked for.
    var mayHaveExplicitGuides = false
    /// Whether a node of this graph has had a `.layoutPriority(_:)`: until
    /// then every subview's priority is 0, and stacks do not look for one
    /// through the modifiers around each subview. Once set, it stays set.
    var mayHaveLayoutPriorities = false
    /// Whether a node of this graph has had a `.zIndex(_:)`: until then
    /// siblings draw in their order without a look for one. Once set, it stays set.
    var mayHaveZIndices = false
    /// Whether a node of this graph has had a `.matchedGeometryEffect`: until
    /// then views inserted and removed are not searched for one. Once set, it stays set.
    var mayHaveMatchedGeometry = false
    /// The non-source matched views placed over their sources.
    private var matchedFollowers = MatchedGeometryFollowers()
    /// The size the root was last laid out in: `containerRelativeFrame`'s
    /// container when no scroll view is nearer.
    let rootContainer = ContainerSize()

    /// The transaction of the update running now (`Transaction()` outside
    /// one); a subtree's `.animation(_:value:)` or `.transaction(_:)` sets
    /// its own while the subtree updates (``GraphAnimator``).
    var transaction = Transaction()

    /// What the graph animates; made by the first change that animates.
    var animator: GraphAnimator {
        if let animatorIfMade { return animatorIfMade }
        let made = GraphAnimator(graph: self)
        animatorIfMade = made
        return made
    }

    /// The animator, if a change that animates made one.
    private(set) var animatorIfMade: GraphAnimator?

    /// Whether a removal transition being set up holds `action` (a removed
    /// view's disappear action), to run it when the transition ends.
    func holdsDisappearAction(_ action: @escaping () -> Void) -> Bool {
        animatorIfMade?.holdDisappearAction(action) ?? false
    }

    /// The transaction of the update of the view being evaluated (a
    /// representable's make or update), `Transaction()` outside one.
    static var currentTransaction: Transaction { evaluatingNode?.graph.transaction ?? Transaction() }

    private struct WeakObserver {
        weak var observer: PreferenceObserver?
    }

    init(environment: EnvironmentValues) {
        rootEnvironment = environment
    }

    /// Isolated: the scheduler reads its token's unretained link on the
    /// main actor; a graph let go of elsewhere (an `ImageRenderer` released
    /// by Swift 5 code on another thread) lives until the main actor cuts it.
    isolated deinit {
        schedulerTokenStorage?.graphDidEnd()
    }

    /// This graph in ``GraphScheduler`` (made the first time it is scheduled).
    var schedulerToken: GraphSchedulerToken {
        if let schedulerTokenStorage { return schedulerTokenStorage }
        let token = GraphSchedulerToken(graph: self)
        schedulerTokenStorage = token
        return token
    }

    private var schedulerTokenStorage: GraphSchedulerToken?

    /// A root view set since the last update, applied at the start of the next.
    private var pendingRoot: (any View)?

    /// The views waiting to update (and whether a new root or deferred actions are), for reports.
    var pendingWorkDescription: String {
        var parts = pending.prefix(4).map(\.path)
        if pending.count > 4 { parts.append("\(pending.count - 4) more") }
        if pendingRoot != nil { parts.append("a new root view") }
        if !deferredActions.isEmpty { parts.append("\(deferredActions.count) deferred action(s)") }
        return "a graph of \(root.map { ViewNode.shortName(of: type(of: $0.view)) } ?? "no root") ("
            + parts.joined(separator: ", ") + ")"
    }

    var hasPendingUpdates: Bool { !pending.isEmpty || pendingRoot != nil || !deferredActions.isEmpty }

    /// Replaces the root view at the next update (the commit's update phase,
    /// or a hosting view's `layoutIfNeeded()`).
    func setPendingRoot(_ view: any View) {
        pendingRoot = view
        GraphScheduler.shared.schedule(self)
    }

    // MARK: Root

    /// Makes `view` the root: the first time a node is created; later the
    /// same root node is updated, so state survives when the type does.
    func setRootView(_ view: any View) {
        let wasUpdating = isUpdatingViews
        isUpdatingViews = true
        if let root, type(of: root.view) == type(of: view) {
            root.update(to: view, environment: rootEnvironment)
        } else {
            root?.dismantle()
            let node = ViewNode(graph: self, parent: nil, key: .single, view: view, environment: rootEnvironment)
            root = node
            node.evaluateAsNew()
            containerNeedsSync(nil)
        }
        isUpdatingViews = wasUpdating
        finishPass()
    }

    /// Gives the root a new environment (the host's traits changed).
    func setRootEnvironment(_ environment: EnvironmentValues) {
        rootEnvironment = environment
        guard let root else { return }
        let wasUpdating = isUpdatingViews
        isUpdatingViews = true
        root.update(to: root.view, environment: environment)
        isUpdatingViews = wasUpdating
        finishPass()
    }

    // MARK: Invalidation

    /// A write in `transaction` invalidated a view: the next pass runs in it.
    func adoptTransaction(_ transaction: Transaction) {
        pendingTransaction = transaction
    }

    /// Queues `node` for the next pass and asks for a commit.
    func enqueue(_ node: ViewNode) {
        if isUpdatingViews || calloutDepth > 0 {
            // Name the view whose code wrote (a body, a representable's make,
            // update or sizeThatFits) as well as the one that reads the state.
            let writer = ViewGraph.evaluatingNode ?? calloutNode
            let culprit =
                writer.map { $0 === node ? node.path : "\($0.path) wrote state read by \(node.path)" } ?? node.path
            reportOnce(
                "Modifying state during view update, this will cause undefined behavior. "
                    + "(\(culprit); the change is applied in the next pass)")
        }
        pending.append(node)
        GraphScheduler.shared.schedule(self)
    }

    /// Runs `work` after the current pass (appear and change actions), where
    /// writing state is allowed.
    func deferAction(_ work: @escaping () -> Void) {
        deferredActions.append(work)
        GraphScheduler.shared.schedule(self)
    }

    /// Evaluates invalidated nodes until none is left, at most ``maximumPasses`` times.
    func performUpdates() {
        // A size query or layoutIfNeeded() from inside an update re-enters
        // here: the running loop picks up what was added.
        guard !isPerformingUpdates else { return }
        isPerformingUpdates = true
        defer {
            isPerformingUpdates = false
            transaction = Transaction()
        }
        // What an earlier update left for a layout that never came is dropped
        // when a new update comes (a size query's or a layout's call with
        // nothing to do keeps it for the layout that follows).
        if hasPendingUpdates { animatorIfMade?.beginUpdates() }
        if let view = pendingRoot {
            pendingRoot = nil
            setRootView(view)
        }
        var passes = 0
        while !pending.isEmpty || !deferredActions.isEmpty {
            // Each pass applies the writes made before it, in their transaction.
            transaction = pendingTransaction ?? Transaction()
            pendingTransaction = nil
            passes += 1
            if passes > ViewGraph.maximumPasses {
                reportCycle()
                break
            }
            // Depths are counted once per node, not at every comparison.
            let batch =
                pending.count < 2
                ? pending : pending.map { (depth: $0.depth, node: $0) }.sorted { $0.depth < $1.depth }.map(\.node)
            pending = []
            let wasUpdating = isUpdatingViews
            isUpdatingViews = true
            if transaction.animation != nil {
                // The views animate from where the passes before put them.
                if hasUnplacedLayoutChanges {
                    hasUnplacedLayoutChanges = false
                    host?.layoutContentNow()
                }
                // The UIKit views' changes animate (and the layout after the pass).
                animator.perform(transaction, overriding: false) { for node in batch { node.reevaluate() } }
            } else {
                for node in batch { node.reevaluate() }
            }
            isUpdatingViews = wasUpdating
            finishPass()
        }
    }

    /// A node set a preference value: observers re-read after the pass.
    func preferencesDidChange() {
        preferencesChanged = true
    }

    /// Adds an observer that re-reads preferences after passes that changed them.
    func addPreferenceObserver(_ observer: PreferenceObserver) {
        preferenceObservers.removeAll { $0.observer == nil }
        preferenceObservers.append(WeakObserver(observer: observer))
        preferencesChanged = true
    }

    private func finishPass() {
        plainContainers.update()
        syncContainers()
        if preferencesChanged {
            preferencesChanged = false
            for entry in preferenceObservers { entry.observer?.preferencesMayHaveChanged() }
        }
        let actions = deferredActions
        deferredActions = []
        for action in actions { action() }
        if layoutChanged {
            layoutChanged = false
            // The layout that follows animates as the pass that changed it did.
            if transaction.animation != nil {
                animator.layoutTransaction = transaction
            } else {
                animatorIfMade?.layoutTransaction = nil
                hasUnplacedLayoutChanges = true
            }
            host?.graphLayoutDidChange()
        }
    }

    private func reportCycle() {
        let chain = pending.map { node in
            "\(node.path) (\(node.invalidationReasons.joined(separator: ", ")))"
        }
        Diagnostics.report(
            "SwiftUI",
            "view update cycle: the graph did not settle after \(ViewGraph.maximumPasses) passes; "
                + "still invalidated: \(chain.joined(separator: "; ")). Stopped: these views show the state of the last pass."
        )
        for node in pending { node.cancelInvalidation() }
        pending = []
        deferredActions = []
    }

    /// Reports `message` once per graph.
    func reportOnce(_ message: String) {
        guard reported.insert(message).inserted else { return }
        Diagnostics.report("SwiftUI", message)
    }

    /// Updates nodes from layout (a geometry reader's content): as a pass,
    /// so writes are reported, then the containers and actions are settled.
    func updateDuringLayout(_ body: () -> Void) {
        let wasUpdating = isUpdatingViews
        isUpdatingViews = true
        body()
        isUpdatingViews = wasUpdating
        if !wasUpdating { finishPass() }
    }

    /// Runs user code that is part of updating views (a representable's
    /// `sizeThatFits`): state written in it is reported as written during a view update.
    func duringViewUpdate<T>(of node: ViewNode, _ body: () -> T) -> T {
        calloutDepth += 1
        let previous = calloutNode
        calloutNode = node
        defer {
            calloutDepth -= 1
            calloutNode = previous
        }
        return body()
    }

    // MARK: Reading

    /// Runs a body with `node` as the reader of what it reads: state,
    /// environment values, and `@Observable` properties (whose changes
    /// invalidate the node).
    func track<T>(_ node: ViewNode, _ body: () -> T) -> T {
        let previous = ViewGraph.evaluatingNode
        ViewGraph.evaluatingNode = node
        defer { ViewGraph.evaluatingNode = previous }
        node.observationGeneration &+= 1
        let reference = node.reference
        let generation = node.observationGeneration
        return withObservationTracking(body, onChange: { reference.observedPropertyChanged(generation: generation) })
    }

    // MARK: Layout and UIKit views

    /// The content changed size or position: the host lays out again.
    func layoutDidChange() {
        layoutChanged = true
    }

    /// Asks the host for layout now (outside an update: scrolling, a lazy stack's new row lengths).
    func requestLayout() {
        host?.graphLayoutDidChange()
    }

    /// The container (`nil`: the host view) must re-order its subviews.
    func containerNeedsSync(_ container: ViewNode?) {
        let key = container.map(ObjectIdentifier.init)
        if containersToSyncKeys.insert(key).inserted { containersToSync.append(container) }
    }

    /// Counts the passes that changed which UIKit views the graph's
    /// containers hold (what a host looking for a view among them, such as
    /// its primary scroll view, searches again after).
    private(set) var platformViewsGeneration: UInt64 = 0

    private func syncContainers() {
        guard let hostView = host?.graphContainerView else { return }
        if !containersToSync.isEmpty { platformViewsGeneration &+= 1 }
        let containers = containersToSync
        containersToSync = []
        containersToSyncKeys = []
        for container in containers {
            if let container {
                guard let effect = container.effectView else { continue }
                var views: [UIView] = []
                container.collectPlatformViews(into: &views)
                if let placing = effect as? GraphSubviewPlacing {
                    placing.placeGraphSubviews(views)
                } else {
                    SubviewSync.apply(views, to: effect)
                }
            } else if let root {
                SubviewSync.apply(root.topLevelPlatformViews, to: hostView)
            }
        }
    }

    /// Lays the root out in `bounds` of the host view.
    func layout(in bounds: CGRect) {
        guard let root else { return }
        hostInsets.beginLayout()
        defer { hostInsets.endLayout() }
        if rootContainer.size != bounds.size { rootContainer.size = bounds.size }
        let proposal = ProposedViewSize(bounds.size)
        let size = root.sizeThatFits(proposal)
        let origin = CGPoint(
            x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2)
        let place = {
            root.place(in: CGRect(origin: origin, size: size), proposal: proposal)
            // Followers take their sources' new frames in the same animation.
            if self.mayHaveMatchedGeometry { self.matchedFollowers.follow(in: root) }
        }
        if let animatorIfMade { animatorIfMade.performLayout(place) } else { place() }
        geometryReaders.removeAll { $0.reader == nil }
        for entry in geometryReaders { entry.reader?.refreshIfMoved() }
        hasUnplacedLayoutChanges = false
        if !afterLayoutActions.isEmpty {
            let actions = afterLayoutActions
            afterLayoutActions = []
            for action in actions { action() }
        }
    }

    /// Work waiting for the next layout of the root (``afterNextLayout(_:)``).
    private var afterLayoutActions: [() -> Void] = []

    /// Runs `work` once the root has next been laid out (a `scrollTo` asked
    /// for while the views update, when the frames it needs are not placed
    /// yet), and asks the host for that layout.
    func afterNextLayout(_ work: @escaping () -> Void) {
        afterLayoutActions.append(work)
        requestLayout()
    }

    private struct WeakReader {
        weak var reader: GeometryDriver?
    }

    private var geometryReaders: [WeakReader] = []

    /// Registers a geometry reader, re-read after every layout.
    func addGeometryReader(_ reader: GeometryDriver) {
        geometryReaders.append(WeakReader(reader: reader))
    }

    /// The root's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        root?.sizeThatFits(proposal) ?? .zero
    }

    /// Dismantles every node (the host goes away).
    func tearDown() {
        root?.dismantle()
        root = nil
        pending = []
        // Disappear actions of the removed views run now: there is no next pass.
        let actions = deferredActions
        deferredActions = []
        for action in actions { action() }
    }
}
