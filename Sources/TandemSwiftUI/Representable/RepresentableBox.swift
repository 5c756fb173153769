import Foundation
import TandemGraphics
import TandemUIKit

/// The two kinds of representable, as the box drives them.
@MainActor
protocol RepresentableAdaptor {
    associatedtype Made: AnyObject
    associatedtype Coordinator
    associatedtype Representable

    /// The representable value (its stored properties are what the trace compares).
    var representable: Representable { get }
    /// Whether the representable opts into reuse in lazy containers.
    static var isReusable: Bool { get }
    /// Prepares a pooled view for this value (reusable representables), before `update`.
    func reset(_ made: Made, coordinator: Coordinator)

    func makeCoordinator() -> Coordinator
    func make(coordinator: Coordinator, environment: EnvironmentValues) -> Made
    func update(_ made: Made, coordinator: Coordinator, environment: EnvironmentValues)
    func sizeThatFits(
        _ proposal: ProposedViewSize, view made: Made, coordinator: Coordinator, environment: EnvironmentValues
    ) -> CGSize?
    static func dismantle(_ made: Made, coordinator: Coordinator)
    func platformView(of made: Made) -> UIView
    /// Containment before the view is added (controllers become children).
    func attach(_ made: Made, to parent: UIViewController?)
    /// Containment after the view is added.
    func didAttach(_ made: Made, to parent: UIViewController?)
    /// Removes the view, ending containment in UIKit's order (controllers:
    /// `willMove(toParent: nil)`, the view leaves, `removeFromParent()`).
    func detach(_ made: Made)
    /// Binds the representable's dynamic properties to the node's storage.
    mutating func bind(to node: ViewNode)
}

extension RepresentableAdaptor {
    static var isReusable: Bool { false }
    func reset(_ made: Made, coordinator: Coordinator) {}
    func attach(_ made: Made, to parent: UIViewController?) {}
    func didAttach(_ made: Made, to parent: UIViewController?) {}
    func detach(_ made: Made) {
        platformView(of: made).removeFromSuperview()
    }
}

/// A representable's node state: the coordinator and the UIKit object made
/// once per identity, the latest value, and the lifecycle calls in
/// SwiftUI's order (coordinator, make, update; update on change; dismantle).
///
/// Tandem's additions ride along: under `.representableTrace(_:)` each call
/// is recorded with its computed causes; reusable representables inside a
/// lazy container take a pooled view (reset instead of make) and leave to
/// the pool instead of being dismantled; dismantled objects are leak-checked;
/// default sizes are cached per proposal until the view invalidates its
/// intrinsic size.
@MainActor
final class RepresentableBox<Adaptor: RepresentableAdaptor>: LeafDriver, IntrinsicContentSizeObserving {
    private var adaptor: Adaptor
    // Optional so that dismantle lets go of them: the leak check then sees only outside holders.
    private var coordinator: Adaptor.Coordinator!
    private var made: Adaptor.Made!
    private weak var node: ViewNode?
    private var environment: EnvironmentValues
    private var isAttached = false
    /// The identity's number in traces and reports.
    private let identity = RepresentableIdentityCounter.next()
    /// Environment keys the last `make`/`update` read through
    /// `context.environment` (and the keys the adaptor maps to UIKit traits).
    private var environmentReads: [EnvironmentKeyReads.Read] = []
    /// Default sizes per proposal, until the view is updated or invalidates its intrinsic size.
    private var defaultSizes: [ProposedViewSize: CGSize] = [:]
    /// Set while user code or placement runs: intrinsic-size invalidations
    /// then only drop cached sizes (an update re-lays out anyway).
    private var isCallingOut = false

    init(_ adaptor: Adaptor, updater: NodeUpdater) {
        let node = updater.graphNode
        // Dynamic properties are bound before any call, `makeCoordinator` included.
        var adaptor = adaptor
        node.environmentReads.removeAll(keepingCapacity: true)
        adaptor.bind(to: node)
        self.adaptor = adaptor
        self.node = node
        environment = node.environment
        let environment = node.environment
        let trace = tracing
        let pooled = Adaptor.isReusable ? environment.representableReusePool?.dequeue(Adaptor.self) : nil
        let firstCause: RepresentableUpdateCause
        if let pooled, let made = pooled.made as? Adaptor.Made,
            let coordinator = pooled.coordinator as? Adaptor.Coordinator
        {
            // A view another identity left: reset instead of make (Compose's onReset).
            self.coordinator = coordinator
            self.made = made
            firstCause = .reused
            record(.reset, causes: [.reused], trace)
            callOut(node) { adaptor.reset(made, coordinator: coordinator) }
        } else {
            let coordinator = adaptor.makeCoordinator()
            self.coordinator = coordinator
            firstCause = .firstMake
            record(.make, causes: [.firstMake], trace)
            made = callOut(node) { adaptor.make(coordinator: coordinator, environment: environment) }
        }
        let made = self.made!, coordinator = self.coordinator!
        let parent = node.graph.host?.graphViewController
        adaptor.attach(made, to: parent)
        isAttached = parent != nil
        node.graph.deferAction { [weak self] in
            guard let self, self.isAttached, let made = self.made else { return }
            self.adaptor.didAttach(made, to: parent)
        }
        record(.update, causes: [firstCause], trace)
        let makeReads = environmentReads
        callOut(node) { adaptor.update(made, coordinator: coordinator, environment: environment) }
        environmentReads = Self.merge(makeReads, environmentReads)
        platformView.intrinsicContentSizeObserver = self
    }

    /// Binds the new value's dynamic properties and calls `update`, recording what it reads.
    func update(_ adaptor: Adaptor, updater: NodeUpdater) {
        let node = updater.graphNode
        var bound = adaptor
        node.environmentReads.removeAll(keepingCapacity: true)
        bound.bind(to: node)
        let trace = tracing(node.environment)
        if let trace {
            let causes = RepresentableChanges.causes(
                from: self.adaptor.representable, to: bound.representable, oldEnvironment: environment,
                newEnvironment: node.environment, environmentReads: environmentReads,
                invalidations: node.evaluationReasons)
            record(.update, causes: causes, trace)
        }
        self.adaptor = bound
        environment = node.environment
        defaultSizes.removeAll()
        guard let made, let coordinator else { return }
        let environment = self.environment
        callOut(node) { bound.update(made, coordinator: coordinator, environment: environment) }
        // What `update` did to the view may change its size.
        node.invalidateLayout()
    }

    /// Updates only when a value `make` or the last `update` read changed;
    /// otherwise keeps `new` for the next call (`sizeThatFits`' context).
    func needsUpdate(forEnvironmentChangeFrom old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        for read in environmentReads where read.differs(old, new) { return true }
        environment = new
        return false
    }

    var platformView: UIView {
        guard let made else { return Self.dismantledPlaceholder }
        return adaptor.platformView(of: made)
    }

    /// What a dismantled box shows if still asked (it holds nothing after dismantle).
    private static var dismantledPlaceholder: UIView { UIView() }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard made != nil else { return .zero }
        let trace = tracing
        let chosen =
            node.map { node in
                node.graph.duringViewUpdate(of: node) {
                    adaptor.sizeThatFits(proposal, view: made, coordinator: coordinator, environment: environment)
                }
            } ?? nil
        let cached = chosen == nil ? defaultSizes[proposal] : nil
        let size: CGSize
        if let result = chosen ?? cached {
            size = result
        } else {
            let view = platformView
            let intrinsic = view.intrinsicContentSize
            size = CGSize(
                width: RepresentableSizingExplanation.axis(
                    proposal.width, intrinsic: intrinsic.width, view: view, axis: .horizontal
                ).result,
                height: RepresentableSizingExplanation.axis(
                    proposal.height, intrinsic: intrinsic.height, view: view, axis: .vertical
                ).result)
            if defaultSizes.count >= 16 { defaultSizes.removeAll() }
            defaultSizes[proposal] = size
        }
        if let trace, trace.includesSizing {
            let explanation = RepresentableSizingExplanation.explain(
                platformView, proposal: proposal, chosen: chosen, cached: cached != nil)
            record(.sizing, sizing: explanation, trace)
            if let node { for warning in explanation.warnings { node.graph.reportOnce("\(node.path): \(warning)") } }
        }
        return size
    }

    /// Places the view: SwiftUI owns its frame and transform (spec item 12),
    /// so a transform set by the representable is taken back to identity.
    /// The bounds' origin is left alone (a scroll view's offset).
    func place(in frame: CGRect) {
        let wasCallingOut = isCallingOut
        isCallingOut = true
        defer { isCallingOut = wasCallingOut }
        let view = platformView
        if view.transform != .identity { view.transform = .identity }
        view.frame = PixelRounding.round(frame, scale: environment.displayScale)
    }

    func explicitAlignment(_ guide: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    var spacing: ViewSpacing { ViewSpacing() }

    /// The app's view always leaves its superview, as before its
    /// `dismantleUIView(_:coordinator:)` (whatever the container does).
    func dismantle(insideRemovedContainer: Bool) {
        guard let made, let coordinator else { return }
        let trace = tracing
        let name = representableName, identity = identity, path = node?.path ?? name
        platformView.intrinsicContentSizeObserver = nil
        self.made = nil
        self.coordinator = nil
        isAttached = false
        let dismantle: () -> Void = { [weak trace] in
            trace?.record(
                RepresentableTraceEvent(kind: .dismantle, representable: name, identity: identity, path: path))
            Adaptor.dismantle(made, coordinator: coordinator)
            RepresentableLeakCheck.watch(
                made: made, coordinator: coordinator, representable: name, identity: identity, path: path, trace: trace)
        }
        // A reusable view inside a lazy container waits in its pool instead.
        if Adaptor.isReusable, let pool = environment.representableReusePool, !pool.isClosed {
            adaptor.detach(made)
            if pool.enqueue(.init(made: made, coordinator: coordinator, dismantle: dismantle), for: Adaptor.self) {
                record(.enqueuedForReuse, trace)
                return
            }
            dismantle()
            return
        }
        Adaptor.dismantle(made, coordinator: coordinator)
        trace?.record(RepresentableTraceEvent(kind: .dismantle, representable: name, identity: identity, path: path))
        adaptor.detach(made)
        RepresentableLeakCheck.watch(
            made: made, coordinator: coordinator, representable: name, identity: identity, path: path, trace: trace)
    }

    // MARK: Intrinsic size

    func intrinsicContentSizeDidChange(of view: UIView) {
        defaultSizes.removeAll()
        guard !isCallingOut, let node else { return }
        // SwiftUI measures again (spec item 10).
        node.invalidateLayout()
        node.graph.requestLayout()
    }

    // MARK: Tracing

    /// The trace of the current environment, when recording.
    private var tracing: RepresentableTrace? { tracing(environment) }

    private func tracing(_ environment: EnvironmentValues) -> RepresentableTrace? {
        guard let trace = environment.representableTrace?.trace, trace.isRecording else { return nil }
        return trace
    }

    private var representableName: String { ViewNode.shortName(of: Adaptor.Representable.self) }

    private func record(
        _ kind: RepresentableTraceEvent.Kind, causes: [RepresentableUpdateCause] = [],
        sizing: RepresentableSizingExplanation? = nil, _ trace: RepresentableTrace?
    ) {
        guard let trace else { return }
        trace.record(
            RepresentableTraceEvent(
                kind: kind, representable: representableName, identity: identity, path: node?.path ?? representableName,
                causes: causes, sizing: sizing))
    }

    /// Calls user code as the node (reads recorded against it), noting the
    /// environment keys it reads when traced.
    @discardableResult
    private func callOut<T>(_ node: ViewNode, _ body: () -> T) -> T {
        let wasCallingOut = isCallingOut
        isCallingOut = true
        defer { isCallingOut = wasCallingOut }
        // Always recorded: an environment change updates the representable
        // only when a value it read changed (the "exactly when").
        // User code changes its UIKit views without animation, as on iOS,
        // unless it asks with `context.animate`, in an animated change too.
        let (result, reads) = EnvironmentKeyReads.recording {
            UIViewAnimationBlock.current == nil
                ? node.graph.track(node, body)
                : RepresentableAnimation.withoutAnimation { node.graph.track(node, body) }
        }
        environmentReads = reads
        return result
    }

    private static func merge(_ a: [EnvironmentKeyReads.Read], _ b: [EnvironmentKeyReads.Read]) -> [EnvironmentKeyReads
        .Read]
    {
        a + b.filter { read in !a.contains { $0.key == read.key } }
    }
}
