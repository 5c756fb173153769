public import Foundation
import TandemGraphics

/// Lays out its arranged subviews in a row or a column with Auto Layout
/// constraints it manages, as UIKit's stack view does.
///
/// Main-actor only. Arranged subviews get `translatesAutoresizingMaskIntoConstraints`
/// false; hidden ones take no space. The constraints are rebuilt (at the
/// next layout) when the arrangement or a setting changes, never when an
/// arranged view's content changes (except for `.fillProportionally`, which
/// depends on intrinsic sizes).
///
/// When only the stack places its views and their constraints' solution is
/// exact without solving (see `StackDirectArrangement`), the stack places
/// them itself, with the same frames, and makes its constraints only when
/// that stops holding or when code reads them (``constraints``,
/// `constraintsAffectingLayout(for:)` on an arranged view): a screen of
/// labels in a stack costs a pass over the labels, not a solver row each.
@preconcurrency @MainActor
open class UIStackView: UIView, SubviewObserving {
    /// Stack views hear of their subviews' changes.
    override package class var observesSubviews: Bool { true }

    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic lengths; the view that hugs least takes the slack.
        case fill = 0
        /// Every view has the same length.
        case fillEqually = 1
        /// Lengths proportional to the intrinsic lengths.
        case fillProportionally = 2
        /// Views at intrinsic length, equal gaps (at least `spacing`).
        case equalSpacing = 3
        /// Equal distances between centers, gaps at least `spacing`.
        case equalCentering = 4
    }

    /// How arranged views are placed across the stack.
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's breadth.
        case fill = 0
        /// Along the leading edge (the top edge of a horizontal stack).
        case leading = 1
        /// Text baselines of the first lines aligned (horizontal stacks).
        case firstBaseline = 2
        /// Centered.
        case center = 3
        /// Along the trailing edge (the bottom edge of a horizontal stack).
        case trailing = 4
        /// Text baselines of the last lines aligned (horizontal stacks).
        case lastBaseline = 5

        /// The top edge of a horizontal stack.
        public static var top: Alignment { .leading }
        /// The bottom edge of a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing UIKit uses between views when spacing is set to it (8 points).
    public static let spacingUseSystem: CGFloat = -Double.greatestFiniteMagnitude
    /// The default spacing (0).
    public static let spacingUseDefault: CGFloat = Double.greatestFiniteMagnitude

    /// The views laid out by the stack, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Column (`.vertical`) or row (`.horizontal`, the default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How views share the length; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// How views are placed across; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The gap between adjacent views; 0 by default.
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether views are laid out within the stack's layout margins instead of its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether vertical spacing is measured between baselines (accepted; measured between edges in Tandem).
    open var isBaselineRelativeArrangement = false

    /// The arranged views' identities, for constant-time membership tests.
    private var arrangedIdentifiers = Set<ObjectIdentifier>()
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    private var managedConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []
    private var needsRebuild = false
    /// The arrangement while the stack places its views without constraints.
    private var direct: StackDirectArrangement?
    /// Set once code has read the stack's constraints, or once placing the
    /// views directly did not fit the size the stack was given: from then
    /// on the arrangement has constraints (no switching back and forth).
    private var keepsConstraints = false

    /// A stack arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and to the subviews when it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (clamped).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if arrangedIdentifiers.contains(ObjectIdentifier(view)) {
            arrangedSubviews.removeAll { $0 === view }
        }
        arrangedIdentifiers.insert(ObjectIdentifier(view))
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedIdentifiers.remove(ObjectIdentifier(view)) != nil else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacing[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the gap after `arrangedSubview` (instead of ``spacing``).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementChanged()
    }

    /// The gap after `arrangedSubview`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// A removed subview stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    package func subviewVisibilityDidChange(_ view: UIView) {
        if arrangedIdentifiers.contains(ObjectIdentifier(view)) { arrangementChanged() }
    }

    package func subviewIntrinsicContentSizeDidChange(_ view: UIView) {
        if distribution == .fillProportionally { arrangementChanged() }
        guard let index = direct?.views.identityIndex(of: view) else { return }
        direct?.invalidateSize(at: index)
        layoutState?.engineItem?.markDirty()
        setNeedsLayout()
    }

    /// Measures the arranged views invalidated since the last layout; when
    /// one can no longer be placed directly the constraints take over.
    private func measureStaleArrangedViews() {
        guard direct?.measureStaleViews() == false else { return }
        keepsConstraints = true
        arrangementChanged()
    }

    package func subviewLayoutDirectionDidChange(_ view: UIView) {
        if direct != nil, arrangedIdentifiers.contains(ObjectIdentifier(view)) { arrangementChanged() }
    }

    /// The stack's own direction decides where its views go: they are arranged again.
    override func layoutDirectionDidChange() {
        super.layoutDirectionDidChange()
        if direct != nil { arrangementChanged() }
    }

    package func subviewContentPrioritiesDidChange(_ view: UIView) {
        if direct != nil, arrangedIdentifiers.contains(ObjectIdentifier(view)) { arrangementChanged() }
    }

    package func subviewJoinedLayoutEngine(_ view: UIView) {
        if direct != nil, arrangedIdentifiers.contains(ObjectIdentifier(view)) { arrangementChanged() }
    }

    package func subviewConstraintsWillBeRead(_ view: UIView) {
        if arrangedIdentifiers.contains(ObjectIdentifier(view)) { exposeConstraints() }
    }

    /// The constraints installed on the stack; the arrangement's are made
    /// now if the stack was placing its views without them.
    open override var constraints: [NSLayoutConstraint] {
        exposeConstraints()
        return super.constraints
    }

    /// From now on the arrangement has constraints, made at once if the
    /// stack was placing its views without them.
    private func exposeConstraints() {
        guard !keepsConstraints else { return }
        keepsConstraints = true
        if direct != nil { rebuildConstraints() }
    }

    /// Whether the stack places its views itself now (for tests).
    package var arrangesDirectly: Bool { direct != nil }

    /// The stack's content-size constraints while it places its views directly.
    override func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        let made = super.makeInternalConstraints(isEngineRoot: isEngineRoot)
        // Pinned to its frame, the stack's size is not the content's to say.
        guard direct != nil, !translatesAutoresizingMaskIntoConstraints || layoutFlags.contains(.fittingSize) else {
            return made
        }
        measureStaleArrangedViews()
        guard let direct else { return made }
        return made + direct.constraints(for: self)
    }

    /// Places the arranged views when the stack does so itself, then
    /// lets `super` apply the frames Auto Layout solved for other subviews.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard direct != nil, !needsRebuild else { return }
        measureStaleArrangedViews()
        guard let direct, !needsRebuild else { return }
        // The size as solved (before rounding) when Auto Layout sizes the
        // stack, else its bounds (pinned to its frame, which a superview's
        // layoutSubviews may have set after the engine ran).
        let solved =
            translatesAutoresizingMaskIntoConstraints
            ? nil : layoutState?.engineItem.flatMap { $0.engine != nil ? $0.frame.size : nil }
        let size = solved ?? bounds.size
        guard direct.fits(size) else {
            // Stretched or squeezed along the axis: how the views share
            // that is the priorities' to say, so the constraints solve it.
            keepsConstraints = true
            rebuildConstraints()
            return
        }
        direct.place(
            in: size, rightToLeft: isRightToLeft,
            scale: traitCollection.displayScale > 0 ? traitCollection.displayScale : 1)
    }

    private func arrangementChanged() {
        needsRebuild = true
        setNeedsUpdateConstraints()
    }

    /// Rebuilds the stack's constraints when the arrangement changed, then calls `super`.
    open override func updateConstraints() {
        if needsRebuild { rebuildConstraints() }
        super.updateConstraints()
    }

    private func rebuildConstraints() {
        needsRebuild = false
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        if !keepsConstraints, let arrangement = StackDirectArrangement(stack: self, views: views) {
            for guide in spacerGuides { removeLayoutGuide(guide) }
            spacerGuides = []
            NSLayoutConstraint.deactivate(managedConstraints)
            managedConstraints = []
            direct = arrangement
            layoutState?.engineItem?.markDirty()
            setNeedsLayout()
            return
        }
        if direct != nil {
            direct = nil
            layoutState?.engineItem?.markDirty()
        }
        let hadGuides = !spacerGuides.isEmpty
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        var made = StackConstraintBuilder(stack: self, vertical: axis == .vertical).build(
            views: views, spacerGuides: &spacerGuides)
        for c in made { c.systemKind = "UISV-\(c.systemKind ?? "spacing")" }
        made.removeAll { $0.firstItem == nil }
        guard !hadGuides, spacerGuides.isEmpty else {
            // Spacer guides are made anew each time, so nothing would match.
            NSLayoutConstraint.deactivate(managedConstraints)
            managedConstraints = made
            NSLayoutConstraint.activate(made)
            return
        }
        // Keep every constraint the new arrangement still has (a constant
        // that moved is changed in place) and swap only the rest: a view
        // appended, removed or hidden changes a few constraints, not the
        // stack's, and the solver keeps what it built from them.
        var kept: [StackConstraintKey: [NSLayoutConstraint]] = [:]
        for constraint in managedConstraints { kept[StackConstraintKey(constraint), default: []].append(constraint) }
        var result: [NSLayoutConstraint] = []
        var added: [NSLayoutConstraint] = []
        result.reserveCapacity(made.count)
        for constraint in made {
            let key = StackConstraintKey(constraint)
            if var matches = kept[key], !matches.isEmpty {
                let old = matches.removeFirst()
                kept[key] = matches
                if old.constant != constraint.constant { old.constant = constraint.constant }
                result.append(old)
            } else {
                result.append(constraint)
                added.append(constraint)
            }
        }
        NSLayoutConstraint.deactivate(kept.values.flatMap { $0 })
        managedConstraints = result
        NSLayoutConstraint.activate(added)
    }

    /// The anchors the arrangement is pinned to: the bounds, or the margins.
    var arrangementFrame: UILayoutGuide? { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : nil }

    /// The gap after a view.
    func gap(after view: UIView) -> CGFloat {
        let value = customSpacing[ObjectIdentifier(view)] ?? spacing
        if value == UIStackView.spacingUseSystem { return systemSpacing }
        if value == UIStackView.spacingUseDefault { return 0 }
        return value
    }
}
