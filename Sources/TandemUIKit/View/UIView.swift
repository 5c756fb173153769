public import Foundation
public import TandemGraphics
import TandemSupport

/// A rectangle of the screen that draws content and holds subviews: the
/// building block of UIKit's retained tree.
///
/// Main-actor only. Every view is backed by a ``CALayer`` (`layer`) that
/// holds its geometry and what it draws; the view adds the hierarchy,
/// layout (frames, autoresizing, Auto Layout), drawing through ``draw(_:)``,
/// traits and tint. Changes are applied at the next commit of the run loop
/// (or at once by ``layoutIfNeeded()``); windows redraw only damaged areas.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment, CALayerDelegate, LayerContentProvider {
    /// A view's accessibility frame is its bounds on the screen.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.frame = accessibilityScreenRect(bounds)
        return defaults
    }

    /// The class of the layer made for each instance; override to back a view
    /// with a `CAShapeLayer`, `CAGradientLayer` or another layer subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer behind the view; its delegate is the view.
    public let layer: CALayer

    /// The view's parent.
    open var superview: UIView? { superviewStorage }
    /// The parent, held without a reference count: a view holds its
    /// subviews, so it outlives them while they are its subviews, and it
    /// clears this when one leaves (`detachFromSuperview`) or when it goes
    /// (`deinit`). Not `weak`: a weak reference gives the parent a side
    /// table, and every retain and release of an object with one takes the
    /// runtime's slow path (several times slower; a walk up the tree retains
    /// every ancestor).
    nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?
    // Read on every layout pass, only on the main actor and never across a
    // call that could reach it again through an inout access: no dynamic
    // exclusivity check (a thread-local look-up and a record per access).
    /// The view's children, back to front (``ChildList``: a child leaves
    /// in constant time).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var subviewList = ChildList<UIView>()
    /// The view's children, back to front.
    open var subviews: [UIView] { subviewList.ordered() }
    /// The window the view is in, kept current as the view moves.
    weak var windowStorage: UIWindow?
    /// The view controller whose `view` this is.
    weak var owningViewController: UIViewController?
    /// Told when the view's intrinsic content size is invalidated (a
    /// declarative host that measures this view and caches its size).
    package weak var intrinsicContentSizeObserver: IntrinsicContentSizeObserving?

    /// Whether views of this class are ``SubviewObserving`` (a stack view).
    /// A view asks before it casts its superview: a cast that fails walks
    /// the class's superclasses through the runtime's conformance tables,
    /// and a view tells its superview of every intrinsic-size change.
    package class var observesSubviews: Bool { false }

    /// Whether views of this class are ``DescendantSizeObserving`` (a
    /// cell), asked before each ancestor is cast (see ``observesSubviews``).
    package class var observesDescendantSizes: Bool { false }

    /// The superview, when it is ``SubviewObserving``.
    var subviewObservingSuperview: SubviewObserving? {
        guard let superview, type(of: superview).observesSubviews else { return nil }
        return superview as? SubviewObserving
    }

    /// Layout flags and Auto Layout state (created on first use).
    var layoutFlags = LayoutFlags()
    /// Subviews marked for layout since this view's last layout pass, so
    /// that the pass need not scan every subview to find them (a hosting
    /// view with thousands of subviews, one of which changed).
    var pendingLayoutSubviews: [PendingSubview] = []
    /// Whether this view is in its superview's `pendingLayoutSubviews`.
    var isPendingInSuperview = false

    /// A subview in ``pendingLayoutSubviews``, held strongly: a view leaves
    /// that list when it leaves its superview (`detachFromSuperview`), so
    /// the list keeps nothing alive that would otherwise go. Not `weak`: a
    /// weak reference gives its object a side table, and every retain and
    /// release of a view with one takes the slow path (a first layout marks
    /// every view it moves).
    struct PendingSubview {
        let view: UIView
    }
    var layoutState: ViewLayoutState?
    /// The effective traits, computed on first use and kept current as the view moves.
    var cachedTraits: UITraitCollection?
    /// Traits this view overrides for itself and its subtree.
    var ownTraitOverrides = UITraitOverrides()
    /// The tint set on this view (nil: inherited).
    var ownTintColor: UIColor?
    /// Traits a SwiftUI host gives this view from its environment: applied
    /// over what it inherits, under its controller's and its own overrides.
    var environmentTraitOverrides = UITraitOverrides()
    /// The tint a SwiftUI host gives this view from its environment (under its own tint).
    var environmentTintColor: UIColor?
    /// The gesture recognizers attached to the view.
    var ownGestureRecognizers: [UIGestureRecognizer] = []
    /// The ``AppearanceProperty`` bits set on this view itself, which
    /// appearance proxies leave alone.
    var customizedAppearanceProperties: UInt16 = 0
    /// The interactions added with `addInteraction(_:)`, in order.
    var ownInteractions: [any UIInteraction] = []

    /// Creates a view with `frame` in its superview's coordinates.
    /// `translatesAutoresizingMaskIntoConstraints` is true, as for views created in code.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.owningView = self
        layer.isViewBacked = true
        self.frame = frame
        viewDidInitialize()
    }

    /// Clears the layer's unretained reference to its view: the layer may
    /// outlive it (held by a caller, or until its superlayer lets it go).
    ///
    /// Not isolated, although those links are read on the main actor: an
    /// isolated `deinit` here would make every subclass's `deinit` an error
    /// in the app's code. A view released elsewhere (Swift 5 code lets a
    /// closure that held it go on a background queue) is reported, once.
    deinit {
        layer.owningView = nil
        for view in subviewList.ordered() { view.superviewStorage = nil }
        if !MainThread.isCurrent {
            Diagnostics.reportOnce(
                "UIKit", id: "UIView.deinit",
                "A \(type(of: self)) was deallocated off the main thread: its subviews' links to it were cut on that "
                    + "thread, racing the main thread's reads of them. Release UIKit views on the main thread, as UIKit requires."
            )
        }
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from a storyboard or nib (the loader applies the
    /// file's frame and attributes when this returns), or a zero-frame view.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.owningView = self
        layer.isViewBacked = true
        viewDidInitialize()
    }

    /// A new instance of ``layerClass`` (a plain layer when it is not a `CALayer` subclass).
    private static func makeLayer() -> CALayer {
        let type = (layerClass as? CALayer.Type) ?? CALayer.self
        return type.init()
    }

    /// Setup shared by the initializers: the first display is pending, as for
    /// a view UIKit has not drawn yet.
    private func viewDidInitialize() {
        layer.setNeedsDisplay()
        didInitialize()
    }

    /// Per-class setup after the layer exists (labels set their hugging priorities here).
    func didInitialize() {}

    // MARK: Identity and appearance

    /// An integer to find the view by with ``viewWithTag(_:)``.
    open var tag = 0
    /// Whether the view receives touches.
    open var isUserInteractionEnabled = true

    /// The fill behind the content; dynamic colors are resolved against the
    /// view's traits, again whenever they change.
    open var backgroundColor: UIColor? {
        didSet {
            layer.backgroundColor = backgroundColor?.resolvedColor(with: traitCollection).cgColor
            appearancePropertyDidChange(.backgroundColor)
        }
    }

    /// The opacity of the view and its subviews (the layer's opacity).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isFinite ? min(1, max(0, newValue)) : 1) }
    }

    /// Whether the view and its subviews are not drawn (and, in a stack view, take no space).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            subviewObservingSuperview?.subviewVisibilityDidChange(self)
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A hint that the view fills its bounds with opaque content.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether the drawn contents are cleared before ``draw(_:)``; Tandem always draws into a cleared bitmap.
    open var clearsContextBeforeDrawing = true

    /// How the content follows bounds changes; `.redraw` calls ``setNeedsDisplay()`` on every size change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    /// The language direction the view's content follows.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }

    /// The layout direction of the view's content: its semantic content
    /// attribute, else its traits'.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(
            for: semanticContentAttribute,
            relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The view's direction changed: its layout and the constraints that
    /// read leading and trailing in it are redone (stack views override it).
    func layoutDirectionDidChange() {
        layoutState?.engineItem?.markDirty()
        // Leading and trailing mean other edges now in constraints that live
        // in this view (those naming it or its subviews): they are entered
        // again (the engine reads the direction then).
        let directional: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        for view in [self] + subviews {
            for constraint in view.referencingConstraints.values
            where directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute) {
                constraint.engine?.constraintChanged(constraint)
            }
        }
        setNeedsLayout()
        subviewObservingSuperview?.subviewLayoutDirectionDidChange(self)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. Setting it moves
    /// and resizes the view (undefined with a non-identity transform, as on
    /// iOS). Non-finite rectangles are reported and ignored; negative sizes
    /// are standardized.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard let rect = Self.validated(newValue, what: "frame"), !rect.hasSameFields(as: layer.frame) else {
                return
            }
            let oldSize = layer.bounds.size
            layer.frame = rect
            geometryDidChange(oldSize: oldSize)
        }
    }

    /// The view's own coordinate space: the origin is the coordinate of the
    /// top-left corner (scroll views move it), the size is the frame's size.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard let rect = Self.validated(newValue, what: "bounds"), !rect.hasSameFields(as: layer.bounds) else {
                return
            }
            let oldSize = layer.bounds.size
            layer.bounds = rect
            geometryDidChange(oldSize: oldSize)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.report("UIView", "ignored a non-finite center \(newValue)")
                return
            }
            guard newValue != layer.position else { return }
            layer.position = newValue
            geometryDidChange(oldSize: layer.bounds.size)
        }
    }

    /// The transform applied around the center; the frame then is the bounding box of the transformed bounds.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer ?? window?.layer)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let other = view?.layer ?? window?.layer else { return layer.convert(point, from: nil) }
        return other.convert(point, to: layer)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the bounding box through rotations).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer ?? window?.layer)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let other = view?.layer ?? window?.layer else { return layer.convert(rect, from: nil) }
        return other.convert(rect, to: layer)
    }

    /// The size the view would like within `size`; the default is its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        bounds.size = CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Whether subviews follow their autoresizing masks when the bounds change; true by default.
    open var autoresizesSubviews: Bool {
        get { !layoutFlags.contains(.noAutoresizing) }
        set {
            if newValue { layoutFlags.remove(.noAutoresizing) } else { layoutFlags.insert(.noAutoresizing) }
        }
    }

    /// Which edges and sizes follow the superview's bounds; none by default.
    open var autoresizingMask: AutoresizingMask {
        get { layoutState?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            ensureLayoutState().autoresizingMask = newValue
            layoutState?.engineItem?.markDirty()
        }
    }

    /// Called after the bounds size changed (labels re-measure here).
    func boundsSizeDidChange(from oldSize: CGSize) {}

    /// Called when the traits' text size (content size category) changed:
    /// text views that adjust their fonts for it do so here.
    func contentSizeCategoryDidChange() {}

    // MARK: Hierarchy

    /// The window the view is in, or nil.
    open var window: UIWindow? { windowStorage }

    /// Adds `view` as the frontmost subview, removing it from its old superview first.
    ///
    /// Callbacks run in UIKit's order: `willMove(toSuperview:)`,
    /// `willMove(toWindow:)` (through the subtree, when the window changes),
    /// the move, `didMoveToWindow()`, `didMoveToSuperview()`, then
    /// `didAddSubview(_:)` on the new superview. Adding a view to itself or
    /// to one of its descendants is reported and ignored.
    open func addSubview(_ view: UIView) { performAddSubview(view) }
    /// Inserts `view` at `index` among the subviews (clamped to the count).
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    /// Inserts `view` just below `siblingSubview` in the stacking order.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsertSubview(view, belowSubview: siblingSubview)
    }
    /// Inserts `view` just above `siblingSubview` in the stacking order.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsertSubview(view, aboveSubview: siblingSubview)
    }
    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) { performBringSubviewToFront(view) }
    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) { performSendSubviewToBack(view) }
    /// Swaps the subviews at two indexes (out-of-range indexes are reported and ignored).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        performExchangeSubview(at: index1, withSubviewAt: index2)
    }
    /// Removes the view from its superview (and its window). Constraints
    /// between the view's subtree and views outside it are deactivated, as in UIKit.
    open func removeFromSuperview() { performRemoveFromSuperview() }
    /// Whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool { performIsDescendant(of: view) }
    /// The first view in this subtree (this view first, then depth-first) whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { performViewWithTag(tag) }

    /// Called before the view moves to `newSuperview` (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to `newWindow`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved to another window.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed (or moved to another superview).
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Traits and tint

    /// The view's traits: its superview's (the screen's at the top), with the
    /// overrides of its view controller and its own applied.
    open var traitCollection: UITraitCollection {
        if let cachedTraits { return cachedTraits }
        let traits = computeTraits()
        cachedTraits = traits
        return traits
    }

    /// Called after the view's traits changed; re-resolve dynamic colors and fonts here.
    /// The default does nothing (the view's own background is re-resolved for it).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Trait values this view forces on itself and its subtree (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides else { return }
            ownTraitOverrides = newValue
            inheritedPropertiesDidChange()
        }
    }

    /// The appearance this view forces on itself and its subtree; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitOverrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
    }

    /// The traits at the top of a tree without a window: the main screen's.
    var rootTraits: UITraitCollection { UIScreen.main.traitCollection }

    /// The tint: this view's, else its superview's, else the app's accent
    /// color (the main bundle's `AccentColor` color set), else system blue.
    /// Setting nil inherits again. Subviews are told through ``tintColorDidChange()``.
    open var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let v = view {
                if let tint = v.ownTintColor ?? v.environmentTintColor { return tint }
                view = v.superview
            }
            return UIColor.appAccentColor ?? .systemBlue
        }
        set {
            ownTintColor = newValue
            notifyTintChange()
            appearancePropertyDidChange(.tintColor)
        }
    }

    /// Whether tint is shown normally or dimmed; always normal in Tandem.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { .normal }
        set {}
    }

    /// Called when the effective tint color changed; views drawn with the tint redraw here.
    open func tintColorDidChange() {}

    // MARK: Layout

    /// Marks the view for layout: `layoutSubviews()` runs at the next commit
    /// or ``layoutIfNeeded()``.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Runs pending work for the view's tree now, so that frames can be read:
    /// the commit's update phase (declarative content of hosting views), then
    /// constraint updates, the engine and `layoutSubviews()`. Called from
    /// another view's `layoutSubviews()`, it lays this tree out at once.
    open func layoutIfNeeded() {
        Commit.runUpdatePhase()
        LayoutPass.run(from: rootView)
    }

    /// Positions subviews. The default applies the frames Auto Layout solved
    /// for constraint-based subviews; overrides should call `super`.
    open func layoutSubviews() { applyEngineFramesToSubviews() }

    /// Constraints installed on this view, in activation order.
    open var constraints: [NSLayoutConstraint] {
        (layoutState?.installedConstraints.values).map { $0.sorted { $0.sequence < $1.sequence } } ?? []
    }

    /// Activates `constraint` (UIKit's older API; the constraint is installed
    /// on its items' common ancestor, whichever view it was added to).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates every constraint.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates every constraint.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Whether the view's frame (position and size) is turned into
    /// constraints from its autoresizing mask; true for views made in code.
    /// Set it to false to place the view with your own constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { !layoutFlags.contains(.constraintBased) }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            if newValue { layoutFlags.remove(.constraintBased) } else { layoutFlags.insert(.constraintBased) }
            layoutState?.engineItem?.markDirty()
            if !newValue { setNeedsUpdateConstraints() }
        }
    }

    /// The size the content wants, `UIView.noIntrinsicMetric` in a dimension it has no opinion on.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = layoutState?.hugging ?? defaultHugging
        return UILayoutPriority(axis == .horizontal ? hugging.horizontal : hugging.vertical)
    }

    /// Sets the hugging priority on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal {
            state.hugging.horizontal = priority.rawValue
        } else {
            state.hugging.vertical = priority.rawValue
        }
        state.engineItem?.markDirty()
        subviewObservingSuperview?.subviewContentPrioritiesDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let compression: (horizontal: Float, vertical: Float) = layoutState?.compression ?? (750, 750)
        return UILayoutPriority(axis == .horizontal ? compression.horizontal : compression.vertical)
    }

    /// Sets the compression resistance on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal {
            state.compression.horizontal = priority.rawValue
        } else {
            state.compression.vertical = priority.rawValue
        }
        state.engineItem?.markDirty()
        subviewObservingSuperview?.subviewContentPrioritiesDidChange(self)
    }

    /// Updates the view's constraints before layout; runs after
    /// ``setNeedsUpdateConstraints()``. Overrides must call `super` last.
    open func updateConstraints() {}

    /// Asks for ``updateConstraints()`` before the next layout.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    /// Runs pending ``updateConstraints()`` calls in the view's subtree now.
    open func updateConstraintsIfNeeded() { LayoutPass.updateConstraints(self) }

    /// Whether ``updateConstraints()`` is pending.
    open func needsUpdateConstraints() -> Bool { layoutFlags.contains(.needsUpdateConstraints) }

    /// Whether the view needs constraints to lay out (so that ``updateConstraints()`` runs at least once).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The smallest size (towards `targetSize`) the view's constraints allow,
    /// the fitting priority 50 pulling towards the target on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are
    /// pulled towards `targetSize` with the given priorities (required fixes that dimension).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        FittingSize.measure(
            self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the constraints leave the view's frame undetermined.
    open var hasAmbiguousLayout: Bool {
        subviewObservingSuperview?.subviewConstraintsWillBeRead(self)
        guard let engine = layoutState?.engineItem?.engine else { return false }
        return engine.isAmbiguous(self)
    }

    /// The constraints (yours and those Auto Layout derives) that affect the view on `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        subviewObservingSuperview?.subviewConstraintsWillBeRead(self)
        return affectingConstraints(axis: axis)
    }

    /// The view used for first-baseline constraints; the view itself by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view used for last-baseline constraints; the view itself by default.
    open var forLastBaselineLayout: UIView { self }

    /// The distance from the top to the first baseline (labels override; others use the bottom).
    var firstBaselineOffsetFromTop: CGFloat { bounds.height }
    /// The distance from the last baseline to the bottom.
    var lastBaselineOffsetFromBottom: CGFloat { 0 }
    /// The hugging priorities before any are set (labels hug at 251).
    var defaultHugging: (horizontal: Float, vertical: Float) { (250, 250) }

    /// Constraints the engine derives from the view: autoresizing pins or the intrinsic size.
    func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        makeViewInternalConstraints(isEngineRoot: isEngineRoot)
    }

    /// The insets of the layout margins, left and right.
    open var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.absolute(isRightToLeft: isRightToLeft) }
        set { directionalLayoutMargins = newValue.directional(isRightToLeft: isRightToLeft) }
    }

    /// The insets of the layout margins, leading and trailing; 8 on every edge by default.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutState?.layoutMargins ?? defaultLayoutMargins }
        set {
            guard newValue != directionalLayoutMargins else { return }
            ensureLayoutState().layoutMargins = newValue
            marginsDidChange()
        }
    }

    /// The margins before any are set: 8 on every edge; a view controller's
    /// root view uses the system minimum, 16 (20 in regular width) leading and trailing.
    var defaultLayoutMargins: NSDirectionalEdgeInsets {
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the superview's margins also push this view's content in.
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutFlags.contains(.preservesSuperviewMargins) }
        set {
            if newValue {
                layoutFlags.insert(.preservesSuperviewMargins)
            } else {
                layoutFlags.remove(.preservesSuperviewMargins)
            }
        }
    }

    /// Whether the margins guide stays inside the safe area; true by default.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { !layoutFlags.contains(.marginsIgnoreSafeArea) }
        set {
            if newValue {
                layoutFlags.remove(.marginsIgnoreSafeArea)
            } else {
                layoutFlags.insert(.marginsIgnoreSafeArea)
            }
            layoutState?.marginsGuide?.invalidate()
        }
    }

    /// Called after the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// The part of the view not covered by its window's or controller's
    /// insets (status bar, home indicator...), in the view's coordinates.
    open var safeAreaInsets: UIEdgeInsets { computeSafeAreaInsets() }

    /// Called after ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    // MARK: Rendering

    /// Draws the view and its subviews into the current context, scaled into
    /// `rect`; the same pixels the window shows. Returns false without a context.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        renderHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }

    // MARK: Hit-testing

    /// The frontmost deepest view of this subtree that contains `point` (in
    /// this view's coordinates) and takes touches; nil when none does.
    ///
    /// Views that are hidden, have `isUserInteractionEnabled` false or an
    /// alpha below 0.01 are skipped with their subviews; a point outside
    /// ``point(inside:with:)`` reaches no subview, even one drawn outside
    /// the bounds, as in UIKit. Subviews are asked front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        performHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view; the
    /// bounds by default. Override to enlarge or shape the touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers

    /// The recognizers attached to the view, in the order added; nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { ownGestureRecognizers.isEmpty ? nil : ownGestureRecognizers }
        set {
            for recognizer in ownGestureRecognizers { recognizer.view = nil }
            ownGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` (moving it from another view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !ownGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        ownGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = ownGestureRecognizers.identityIndex(of: gestureRecognizer) else { return }
        ownGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// Whether `gestureRecognizer` may begin with touches in this view; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Responder chain

    override var responderWindow: UIWindow? { window }

    /// The view controller of a controller's root view, else the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    // MARK: Drawing

    /// Draws the view's content into the current context
    /// (`UIGraphicsGetCurrentContext()`), in the view's coordinates.
    ///
    /// Called in the commit's display phase when the view is first shown and
    /// after ``setNeedsDisplay()``; never call it directly. The default draws
    /// nothing (and the view then keeps no bitmap); subclasses of `UIView`
    /// need not call `super`.
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view for redrawing at the next commit.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks part of the view for redrawing.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }
}
