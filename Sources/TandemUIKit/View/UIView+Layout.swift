import Foundation
import TandemGraphics

extension UIView: LayoutItem {
    var layoutParent: UIView? { superview }

    var engineItem: EngineItem? {
        get { layoutState?.engineItem }
        set {
            if newValue == nil, layoutState == nil { return }
            ensureLayoutState().engineItem = newValue
        }
    }

    var referencingConstraints: [ObjectIdentifier: NSLayoutConstraint] {
        layoutState?.referencingConstraints ?? [:]
    }

    func setReference(_ constraint: NSLayoutConstraint, present: Bool) {
        if present {
            ensureLayoutState().referencingConstraints[ObjectIdentifier(constraint)] = constraint
        } else {
            layoutState?.referencingConstraints[ObjectIdentifier(constraint)] = nil
        }
    }
}

extension UIView {
    /// The top of the view's tree: the window, or a view without superview.
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    func ensureLayoutState() -> ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        state.hugging = defaultHugging
        layoutState = state
        return state
    }

    /// The Auto Layout engine of the tree this view is the root of.
    func ensureEngine() -> LayoutEngine {
        let state = ensureLayoutState()
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: self)
        state.engine = engine
        return engine
    }

    // MARK: Flags

    func markNeedsLayout() {
        mark(.needsLayout, ancestors: .subtreeNeedsLayout)
        if windowStorage != nil { Commit.schedule() }
    }

    func markNeedsUpdateConstraints() {
        mark(.needsUpdateConstraints, ancestors: .subtreeNeedsUpdateConstraints)
        markNeedsLayout()
    }

    /// Sets `flag` here and `ancestors` on the way up, stopping at the first
    /// ancestor that has it already (everything above it has it too). Each
    /// ancestor remembers which subview the mark came through.
    private func mark(_ flag: LayoutFlags, ancestors: LayoutFlags) {
        layoutFlags.insert(flag)
        var child = self
        var node = superview
        while let view = node {
            if !child.isPendingInSuperview {
                child.isPendingInSuperview = true
                view.pendingLayoutSubviews.append(PendingSubview(view: child))
            }
            if view.layoutFlags.contains(ancestors) { break }
            view.layoutFlags.insert(ancestors)
            child = view
            node = view.superview
        }
    }

    /// The subviews to enter in a layout walk. Every subview that is marked
    /// registers here (marks go up through `mark`, an added subview marks
    /// itself), so when few of many subviews are marked only those are
    /// entered, in the order they were marked; otherwise every subview, in order.
    func takePendingLayoutSubviews() -> [UIView] {
        let pending = pendingLayoutSubviews
        pendingLayoutSubviews.removeAll(keepingCapacity: true)
        for entry in pending { entry.view.isPendingInSuperview = false }
        guard pending.count * 4 < subviews.count else { return subviews }
        return pending.compactMap { entry in entry.view.superview === self ? entry.view : nil }
    }

    /// Gives each constraint-placed subview the frame the engine solved.
    func applyEngineFramesToSubviews() {
        // Without a pending frame there is nothing to look for (a container
        // of many subviews placed by hand lays out without scanning them).
        guard layoutFlags.contains(.engineFramesPending) else { return }
        layoutFlags.remove(.engineFramesPending)
        for subview in subviews {
            guard let state = subview.layoutState, let frame = state.pendingEngineFrame else { continue }
            state.pendingEngineFrame = nil
            subview.layoutFlags.insert(.applyingEngineFrame)
            subview.frame = frame
            subview.layoutFlags.remove(.applyingEngineFrame)
        }
    }

    // MARK: Intrinsic size, margins, safe area

    func intrinsicContentSizeDidChange() {
        // The observer measures the view without Auto Layout: it hears of
        // every invalidation, whether or not the view has layout state.
        intrinsicContentSizeObserver?.intrinsicContentSizeDidChange(of: self)
        sizeObservingAncestor?.descendantIntrinsicContentSizeDidChange(self)
        // A stack placing its views itself hears of it whether or not the view has layout state.
        subviewObservingSuperview?.subviewIntrinsicContentSizeDidChange(self)
        guard let state = layoutState else { return }
        state.engineItem?.markDirty()
        for constraint in state.referencingConstraints.values
        where [.firstBaseline, .lastBaseline].contains(constraint.firstAttribute)
            || [.firstBaseline, .lastBaseline].contains(constraint.secondAttribute)
        {
            constraint.engine?.constraintChanged(constraint)
        }
    }

    /// The nearest ancestor that hears of its descendants' size changes (a cell), if any.
    private var sizeObservingAncestor: DescendantSizeObserving? {
        var ancestor = superview
        while let view = ancestor {
            if type(of: view).observesDescendantSizes, let observer = view as? DescendantSizeObserving {
                return observer
            }
            ancestor = view.superview
        }
        return nil
    }

    func marginsDidChange() {
        layoutMarginsDidChange()
        layoutState?.marginsGuide?.invalidate()
        let marginAttributes: Set<NSLayoutConstraint.Attribute> = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        for constraint in referencingConstraints.values
        where marginAttributes.contains(constraint.firstAttribute)
            || marginAttributes.contains(constraint.secondAttribute)
        {
            constraint.engine?.constraintChanged(constraint)
        }
        setNeedsLayout()
    }

    func computeSafeAreaInsets() -> UIEdgeInsets {
        guard let window = windowStorage else { return .zero }
        let windowInsets = window.layoutState?.ownSafeAreaInsets ?? .zero
        if window === self { return windowInsets }
        var safe = window.bounds.inset(by: windowInsets)
        // The bars of a container over a child's view, then the child's
        // additionalSafeAreaInsets, narrow the safe area of the child view's
        // subtree, outermost controller first, as in UIKit.
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current, view !== window {
            chain.append(view)
            current = view.superview
        }
        var narrowed = false
        for view in chain.reversed() {
            guard let controller = view.owningViewController else { continue }
            if let parent = controller.parent, let parentView = parent.viewIfLoaded,
                let uncovered = parent.rectUncoveredByBars(forChild: controller)
            {
                let rect = parentView.convert(uncovered, to: window)
                let inherited = safe.intersection(rect)
                safe = inherited.isNull ? rect : inherited
                narrowed = true
            }
            guard controller.additionalSafeAreaInsets != .zero else { continue }
            let frame = view.convert(view.bounds, to: window)
            let inherited = safe.intersection(frame)
            safe = (inherited.isNull ? frame : inherited).inset(by: controller.additionalSafeAreaInsets)
            narrowed = true
        }
        guard windowInsets != .zero || narrowed else { return .zero }
        let mine = convert(bounds, to: window)
        return UIEdgeInsets(
            top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
            bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
    }

    /// Re-pins the safe-area guide and calls `safeAreaInsetsDidChange()` when the insets moved.
    func refreshSafeArea() {
        guard let state = layoutState,
            state.safeAreaGuide != nil || state.reportsSafeAreaChanges || owningViewController != nil
        else { return }
        let insets = safeAreaInsets
        guard insets != state.lastSafeAreaInsets else { return }
        state.lastSafeAreaInsets = insets
        state.safeAreaGuide?.invalidate()
        state.marginsGuide?.invalidate()
        safeAreaInsetsDidChange()
    }

    // MARK: Internal constraints

    func makeViewInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        let kind = "NSAutoresizingMaskLayoutConstraint"
        if isEngineRoot {
            guard translatesAutoresizingMaskIntoConstraints, !layoutFlags.contains(.fittingSize) else {
                return intrinsicConstraints()
            }
            return [
                SystemConstraint.make(self, .width, .equal, nil, .notAnAttribute, 1, bounds.width, kind: kind),
                SystemConstraint.make(self, .height, .equal, nil, .notAnAttribute, 1, bounds.height, kind: kind),
            ]
        }
        guard translatesAutoresizingMaskIntoConstraints, !layoutFlags.contains(.fittingSize) else {
            return intrinsicConstraints()
        }
        guard let parent = superview else { return [] }
        let f = frame, superSize = parent.bounds.size, mask = autoresizingMask
        let h = Autoresizing.horizontalShares(f, mask, superWidth: superSize.width)
        let v = Autoresizing.verticalShares(f, mask, superHeight: superSize.height)
        func pin(
            _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, share: CGFloat,
            superDimension: NSLayoutConstraint.Attribute, superValue: CGFloat
        ) -> NSLayoutConstraint {
            share == 0
                ? SystemConstraint.make(self, attribute, .equal, nil, .notAnAttribute, 1, value, kind: kind)
                : SystemConstraint.make(
                    self, attribute, .equal, parent, superDimension, share, value - share * superValue, kind: kind)
        }
        return [
            pin(.left, f.minX, share: h.start, superDimension: .width, superValue: superSize.width),
            pin(.width, f.width, share: h.size, superDimension: .width, superValue: superSize.width),
            pin(.top, f.minY, share: v.start, superDimension: .height, superValue: superSize.height),
            pin(.height, f.height, share: v.size, superDimension: .height, superValue: superSize.height),
        ]
    }

    /// Hugging and compression-resistance inequalities around the intrinsic size.
    private func intrinsicConstraints() -> [NSLayoutConstraint] {
        let size = intrinsicContentSize
        let kind = "NSContentSizeLayoutConstraint"
        var result: [NSLayoutConstraint] = []
        let axes: [(NSLayoutConstraint.Attribute, CGFloat, NSLayoutConstraint.Axis)] = [
            (.width, size.width, .horizontal), (.height, size.height, .vertical),
        ]
        for (attribute, value, axis) in axes where value >= 0 && value.isFinite {
            let hugging = contentHuggingPriority(for: axis),
                compression = contentCompressionResistancePriority(for: axis)
            let hug = SystemConstraint.make(
                self, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, value, priority: hugging, kind: kind)
            let resist = SystemConstraint.make(
                self, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, value, priority: compression, kind: kind)
            resist.intrinsicPartner = hug
            result.append(hug)
            result.append(resist)
        }
        return result
    }

    func affectingConstraints(axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let all =
            referencingConstraints.values.sorted { $0.sequence < $1.sequence }
            + (layoutState?.engineItem?.internalConstraints ?? [])
        return all.filter { $0.firstAttribute.isHorizontal == (axis == .horizontal) }
    }

    // MARK: Guides

    /// The guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a guide to the view (its coordinates become the view's).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        layoutGuide.owningView = self
        let state = ensureLayoutState()
        if !state.layoutGuides.contains(where: { $0 === layoutGuide }) { state.layoutGuides.append(layoutGuide) }
    }

    /// Removes a guide, deactivating the constraints that mention it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = layoutState, let index = state.layoutGuides.identityIndex(of: layoutGuide) else { return }
        for constraint in layoutGuide.referencingConstraints.values { constraint.isActive = false }
        layoutGuide.engineItem.map { $0.engine?.unenroll(layoutGuide) }
        state.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The view's bounds inset by its safe-area insets, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.safeAreaGuide { return guide }
        let guide = InsetLayoutGuide(identifier: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
        state.safeAreaGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The view's bounds inset by its layout margins (and safe area), as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.marginsGuide { return guide }
        let guide = InsetLayoutGuide(identifier: "UIViewLayoutMarginsGuide") { view in
            let margins = view.layoutMargins
            guard view.insetsLayoutMarginsFromSafeArea else { return margins }
            let safe = view.safeAreaInsets
            return UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        state.marginsGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The area inside the layout margins where text reads comfortably: as
    /// wide as the margins guide up to 672 points, centered in it.
    public var readableContentGuide: UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.readableGuide { return guide }
        let guide = ReadableContentGuide()
        state.readableGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    // MARK: Anchors

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
