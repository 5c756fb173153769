import Foundation
import TandemUIKit

/// A leaf's UIKit view and how it is measured: the internal representable
/// mechanism every drawn primitive (text, colors, shapes, controls) and the
/// public representables go through.
@MainActor
protocol LeafDriver: AnyObject {
    var platformView: UIView { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func place(in frame: CGRect)
    func explicitAlignment(_ guide: AlignmentKey, size: CGSize) -> CGFloat?
    /// The width ``sizeThatFits(_:)`` would choose for `proposal`, when the
    /// leaf knows it without measuring (text offered no width takes none);
    /// `nil` otherwise. It depends on the proposal alone, never on the
    /// leaf's value: containers do not cache it, and a leaf whose sizes
    /// hold after a change keeps their layout
    /// (``ViewNode/invalidateLayoutUnlessMeasurementsHold()``).
    func widthWithoutMeasuring(for proposal: ProposedViewSize) -> CGFloat?
    /// The spacing the leaf asks of its neighbours; like
    /// ``widthWithoutMeasuring(for:)``, never dependent on its value.
    var spacing: ViewSpacing { get }
    /// Ends the leaf. `insideRemovedContainer`: its view is inside an
    /// effect view leaving its superview now, which takes the view along;
    /// a leaf may leave its view there (one removal for a whole row, not
    /// one per view).
    func dismantle(insideRemovedContainer: Bool)
    /// Whether the environment changing from `old` to `new` (with the value
    /// unchanged) must update the leaf. A leaf that answers false keeps
    /// `new` as its environment without an update.
    func needsUpdate(forEnvironmentChangeFrom old: EnvironmentValues, to new: EnvironmentValues) -> Bool
    /// Whether the leaf's view holds nothing of the identity it was made
    /// for: every property its updates set depends on the value and
    /// environment alone, and the user reaches none of it (no
    /// representable, no control with a touch or an edit in progress).
    /// A list row renewed for a new identity keeps such leaves (``ViewNode/renew(as:)``).
    var carriesNothingPerIdentity: Bool { get }
    /// The edges on which the leaf's view extends into the safe area
    /// (every region) where its frame reaches the safe area's edge: a
    /// `background(_:ignoresSafeAreaEdges:)` fill, which needs no
    /// `ignoresSafeArea` node of its own around it. Empty by default.
    var ignoredSafeAreaEdges: Edge.Set { get }
}

extension LeafDriver {
    /// Unknown without measuring (the default).
    func widthWithoutMeasuring(for proposal: ProposedViewSize) -> CGFloat? { nil }

    /// Primitives apply the environment themselves: every change updates them.
    func needsUpdate(forEnvironmentChangeFrom old: EnvironmentValues, to new: EnvironmentValues) -> Bool { true }

    /// Not known to (the default): a new identity makes the leaf again.
    var carriesNothingPerIdentity: Bool { false }

    /// None (the default).
    var ignoredSafeAreaEdges: Edge.Set { [] }
}

/// A primitive drawn by one UIKit view: made once per identity, updated
/// with every new value or environment, measured per proposal.
@MainActor
protocol PlatformLeaf: PrimitiveView, SingleLayoutItem {
    associatedtype PlatformView: UIView

    /// Makes the view (once per identity).
    func makePlatformView(environment: EnvironmentValues) -> PlatformView
    /// Brings the view up to date with this value and `environment`.
    func updatePlatformView(_ view: PlatformView, environment: EnvironmentValues)
    /// The size the leaf chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, view: PlatformView, environment: EnvironmentValues) -> CGSize
    /// An explicit alignment guide value (text baselines), if any.
    func explicitAlignment(_ guide: AlignmentKey, size: CGSize, view: PlatformView) -> CGFloat?
    /// The width ``sizeThatFits(_:view:environment:)`` would choose for
    /// `proposal`, when known without measuring; `nil` (the default)
    /// otherwise. Depends on the proposal alone (``LeafDriver/widthWithoutMeasuring(for:)``).
    func widthWithoutMeasuring(for proposal: ProposedViewSize) -> CGFloat?
    /// Whether this value may size differently than `old` did (true by default).
    func mayChangeSize(from old: Self) -> Bool
    /// Ends what the view holds when the identity goes (nothing by default).
    func dismantlePlatformView(_ view: PlatformView)
    /// Whether ``updatePlatformView(_:environment:)`` sets everything of the
    /// view that ``makePlatformView(environment:)`` and the updates before
    /// set, from the value and environment alone, and the view keeps no
    /// state of its own a user can change (a touch, an edit): then a view
    /// updated to a value is the view made for it, and a list row shown
    /// for a new identity may keep it. False by default. Asked of each
    /// view: one may hold something for the moment (an animation running).
    static func viewCarriesNothingPerIdentity(_ view: PlatformView) -> Bool
    /// The edges on which the view extends into the safe area (``LeafDriver/ignoredSafeAreaEdges``).
    var ignoredSafeAreaEdges: Edge.Set { get }
}

extension PlatformLeaf {
    func explicitAlignment(_ guide: AlignmentKey, size: CGSize, view: PlatformView) -> CGFloat? { nil }

    func mayChangeSize(from old: Self) -> Bool { true }

    func widthWithoutMeasuring(for proposal: ProposedViewSize) -> CGFloat? { nil }

    func dismantlePlatformView(_ view: PlatformView) {}

    static func viewCarriesNothingPerIdentity(_ view: PlatformView) -> Bool { false }

    var ignoredSafeAreaEdges: Edge.Set { [] }

    func updateNode(_ updater: NodeUpdater) {
        updateLeaf(updater)
    }

    /// Makes this value the node's leaf, or gives it to the leaf the node has.
    func updateLeaf(_ updater: NodeUpdater) {
        let (box, isNew) = updater.leafDriver(LeafBox<Self>.self) { LeafBox(self, environment: updater.environment) }
        // What the view extends into is one of its subtree's translation
        // facts (``TranslationFacts``), which the ancestors keep.
        let extensionChanged = !isNew && box.ignoredSafeAreaEdges != ignoredSafeAreaEdges
        if isNew {
            updater.invalidateLayout()
        } else {
            switch box.update(self, environment: updater.environment) {
            case .none where !extensionChanged: break
            case .byEnvironment where !extensionChanged:
                // An environment's change reaches every leaf below it, and
                // most (a color, a tint) size none of them differently:
                // those leaves then keep their containers' layout.
                updater.invalidateLayoutUnlessMeasurementsHold()
            default: updater.invalidateLayout()
            }
        }
        if extensionChanged { updater.subtreeDidChange() }
    }
}

/// Holds a leaf's current value and its UIKit view.
@MainActor
final class LeafBox<Leaf: PlatformLeaf>: LeafDriver {
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var leaf: Leaf
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var environment: EnvironmentValues {
        didSet { displayScale = nil }
    }
    /// The environment's display scale, looked up at the first placement
    /// after the environment was set: a moved row places its leaves again,
    /// and the look-up walks the environment's list.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var displayScale: CGFloat?
    let view: Leaf.PlatformView

    init(_ leaf: Leaf, environment: EnvironmentValues) {
        self.leaf = leaf
        self.environment = environment
        view = leaf.makePlatformView(environment: environment)
        leaf.updatePlatformView(view, environment: environment)
    }

    /// What an update may have changed of the leaf's size.
    enum SizeChange {
        /// Nothing: the value sizes as the old one did, in the same environment.
        case none
        /// The value may size differently (``PlatformLeaf/mayChangeSize(from:)``),
        /// or its environment changed what layout reads of it beside its
        /// sizes (its layout direction, its display scale).
        case byValue
        /// Only the environment changed, which may size the value differently.
        case byEnvironment
    }

    /// Applies a new value; returns what it may have changed of the leaf's size.
    func update(_ leaf: Leaf, environment: EnvironmentValues) -> SizeChange {
        let change: SizeChange
        if leaf.mayChangeSize(from: self.leaf) {
            change = .byValue
        } else if environment.isIdentical(to: self.environment) {
            change = .none
        } else if environment.layoutDirection != self.environment.layoutDirection
            || environment.displayScale != (displayScale ?? self.environment.displayScale)
        {
            // Read in layout beside the leaf's sizes: a custom layout reads
            // its subviews' direction, and frames are rounded to the scale.
            change = .byValue
        } else {
            change = .byEnvironment
        }
        self.leaf = leaf
        self.environment = environment
        leaf.updatePlatformView(view, environment: environment)
        return change
    }

    var platformView: UIView { view }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        leaf.sizeThatFits(proposal, view: view, environment: environment)
    }

    func place(in frame: CGRect) {
        let scale: CGFloat
        if let displayScale {
            scale = displayScale
        } else {
            scale = environment.displayScale
            displayScale = scale
        }
        view.frame = PixelRounding.round(frame, scale: scale)
    }

    func explicitAlignment(_ guide: AlignmentKey, size: CGSize) -> CGFloat? {
        leaf.explicitAlignment(guide, size: size, view: view)
    }

    func widthWithoutMeasuring(for proposal: ProposedViewSize) -> CGFloat? {
        leaf.widthWithoutMeasuring(for: proposal)
    }

    var spacing: ViewSpacing { ViewSpacing() }

    var carriesNothingPerIdentity: Bool { Leaf.viewCarriesNothingPerIdentity(view) }

    var ignoredSafeAreaEdges: Edge.Set { leaf.ignoredSafeAreaEdges }

    func dismantle(insideRemovedContainer: Bool) {
        leaf.dismantlePlatformView(view)
        // Left in a container that leaves the window with it: a removal
        // from the window (traits, responders, layout) is made once, for
        // the container, and the view goes when the container does.
        if !insideRemovedContainer { view.removeFromSuperview() }
    }
}
