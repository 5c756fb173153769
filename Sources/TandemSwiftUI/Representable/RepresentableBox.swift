import Foundation
import TandemGraphics
import TandemUIKit

/// The two kinds of representable, as the box drives them.
@MainActor
protocol RepresentableAdaptor {
    associatedtype Made: AnyObject
    associatedtype Coordinator

    func makeCoordinator() -> Coordinator
    func make(coordinator: Coordinator, environment: EnvironmentValues) -> Made
    func update(_ made: Made, coordinator: Coordinator, environment: EnvironmentValues)
    func sizeThatFits(_ proposal: ProposedViewSize, view made: Made, coordinator: Coordinator, environment: EnvironmentValues) -> CGSize?
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
    func attach(_ made: Made, to parent: UIViewController?) {}
    func didAttach(_ made: Made, to parent: UIViewController?) {}
    func detach(_ made: Made) {
        platformView(of: made).removeFromSuperview()
    }
}

/// A representable's node state: the coordinator and the UIKit object made
/// once per identity, the latest value, and the lifecycle calls in
/// SwiftUI's order (coordinator, make, update; update on change; dismantle).
@MainActor
final class RepresentableBox<Adaptor: RepresentableAdaptor>: LeafDriver {
    private var adaptor: Adaptor
    private let coordinator: Adaptor.Coordinator
    private let made: Adaptor.Made
    private weak var node: ViewNode?
    private var environment: EnvironmentValues
    private var isAttached = false

    init(_ adaptor: Adaptor, node: ViewNode) {
        // Dynamic properties are bound before any call, `makeCoordinator` included.
        var adaptor = adaptor
        node.environmentReads.removeAll(keepingCapacity: true)
        adaptor.bind(to: node)
        self.adaptor = adaptor
        self.node = node
        environment = node.environment
        let coordinator = adaptor.makeCoordinator()
        self.coordinator = coordinator
        let environment = node.environment
        made = node.graph.track(node) { adaptor.make(coordinator: coordinator, environment: environment) }
        let parent = node.graph.host?.graphViewController
        adaptor.attach(made, to: parent)
        isAttached = parent != nil
        node.graph.deferAction { [weak self] in
            guard let self, self.isAttached else { return }
            self.adaptor.didAttach(self.made, to: parent)
        }
        let made = self.made
        node.graph.track(node) { adaptor.update(made, coordinator: coordinator, environment: environment) }
    }

    /// Binds the new value's dynamic properties and calls `update`, recording what it reads.
    func update(_ adaptor: Adaptor, node: ViewNode) {
        var bound = adaptor
        node.environmentReads.removeAll(keepingCapacity: true)
        bound.bind(to: node)
        self.adaptor = bound
        environment = node.environment
        let made = self.made, coordinator = self.coordinator, environment = self.environment
        node.graph.track(node) { bound.update(made, coordinator: coordinator, environment: environment) }
        // What `update` did to the view may change its size.
        node.invalidateLayout()
    }

    var platformView: UIView { adaptor.platformView(of: made) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let chosen = node.map { node in
            node.graph.duringViewUpdate(of: node) {
                adaptor.sizeThatFits(proposal, view: made, coordinator: coordinator, environment: environment)
            }
        } ?? nil
        if let chosen { return chosen }
        let view = platformView
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: Self.defaultLength(proposal.width, intrinsic: intrinsic.width, view: view, axis: .horizontal),
            height: Self.defaultLength(proposal.height, intrinsic: intrinsic.height, view: view, axis: .vertical))
    }

    /// SwiftUI's default sizing of a UIKit view on one axis: without an
    /// intrinsic length it is flexible from 0 (ideal 0); with one, that is
    /// the ideal, and the view will not shrink below it when its compression
    /// resistance is at least 750, nor grow beyond it when its hugging is.
    /// The proposal (the ideal where unspecified) is clamped to that range.
    static func defaultLength(_ proposed: CGFloat?, intrinsic: CGFloat, view: UIView, axis: NSLayoutConstraint.Axis) -> CGFloat {
        guard intrinsic != UIView.noIntrinsicMetric, intrinsic.isFinite else { return max(0, proposed ?? 0) }
        let ideal = max(0, intrinsic)
        let minimum = view.contentCompressionResistancePriority(for: axis) >= .defaultHigh ? ideal : 0
        let maximum = view.contentHuggingPriority(for: axis) >= .defaultHigh ? ideal : .infinity
        return min(max(proposed ?? ideal, minimum), maximum)
    }

    /// Places the view: SwiftUI owns its frame and transform (spec item 12),
    /// so a transform set by the representable is taken back to identity.
    /// The bounds' origin is left alone (a scroll view's offset).
    func place(in frame: CGRect) {
        let view = platformView
        if view.transform != .identity { view.transform = .identity }
        view.frame = PixelRounding.round(frame, scale: environment.displayScale)
    }

    func explicitAlignment(_ guide: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    var spacing: ViewSpacing { ViewSpacing() }

    func dismantle() {
        Adaptor.dismantle(made, coordinator: coordinator)
        adaptor.detach(made)
        isAttached = false
    }
}
