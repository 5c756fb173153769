import Foundation
import TandemGraphics
import TandemSupport

extension UIView {
    /// Adds `view` as the frontmost subview, removing it from its old superview first.
    func performAddSubview(_ view: UIView) {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the count).
    ///
    /// Callbacks run in UIKit's order: `willMove(toSuperview:)`,
    /// `willMove(toWindow:)` (through the subtree, when the window changes),
    /// the move, `didMoveToWindow()`, `didMoveToSuperview()`, then
    /// `didAddSubview(_:)` on the new superview. Adding a view to itself or
    /// to one of its descendants is reported and ignored.
    func performInsertSubview(_ view: UIView, at index: Int) {
        // A view without subviews has no descendants to form a cycle with.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
            Diagnostics.report("UIView", "cannot add a view to itself or to one of its subviews; ignored")
            return
        }
        let index = max(0, index)
        if view.superview === self {
            guard subviewList.remove(view) else { return }
            let target = min(index, subviewList.count)
            subviewList.insert(view, at: target)
            layer.moveSublayer(view.layer) { sublayerIndex(forSubviewAt: target) }
            return
        }
        let oldWindow = view.windowStorage
        let newWindow = windowStorage
        let hierarchy = LayoutHierarchyChange(moving: view)
        if let old = view.superview { old.willRemoveSubview(view) }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        let target = min(index, subviewList.count)
        subviewList.insert(view, at: target)
        view.superviewStorage = self
        if view.layoutState?.pendingEngineFrame != nil { layoutFlags.insert(.engineFramesPending) }
        layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: target)))
        hierarchy.finish()
        if oldWindow !== newWindow { view.notifyDidMove(toWindow: newWindow) }
        view.inheritedPropertiesDidChange()
        view.didMoveToSuperview()
        didAddSubview(view)
        // Work the subtree asked for before it was attached must be found from the new root.
        if !view.layoutFlags.isDisjoint(with: [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints]) {
            view.markNeedsUpdateConstraints()
        }
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` just below `siblingSubview` in the stacking order.
    func performInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.identityIndex(of: siblingSubview) else {
            addSubview(view)
            return
        }
        let adjusted = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index
        insertSubview(view, at: adjusted)
    }

    /// Inserts `view` just above `siblingSubview` in the stacking order.
    func performInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.identityIndex(of: siblingSubview) else {
            addSubview(view)
            return
        }
        let adjusted = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index : index + 1
        insertSubview(view, at: adjusted)
    }

    /// Moves `view` to the front of the subviews.
    func performBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves `view` to the back of the subviews.
    func performSendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes (out-of-range indexes are reported and ignored).
    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Diagnostics.report(
                "UIView", "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) out of range; ignored")
            return
        }
        subviewList.swapAt(index1, index2)
        layer.reorderSublayers(subviews.map(\.layer))
    }

    /// Removes the view from its superview (and its window). Constraints
    /// between the view's subtree and views outside it are deactivated, as in UIKit.
    func performRemoveFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = windowStorage
        // A first responder leaving its window resigns, as in UIKit.
        if let responder = oldWindow?.firstResponder as? UIView, responder.isDescendant(of: self) {
            responder.forceResignFirstResponder()
        }
        let hierarchy = LayoutHierarchyChange(moving: self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        detachFromSuperview()
        hierarchy.finish()
        if oldWindow != nil { notifyDidMove(toWindow: nil) }
        inheritedPropertiesDidChange()
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Unlinks the view from its superview without callbacks.
    private func detachFromSuperview() {
        guard let parent = superview else {
            // A superview that went away took its pending list along.
            isPendingInSuperview = false
            return
        }
        parent.subviewList.remove(self)
        layer.removeFromSuperlayer()
        superviewStorage = nil
        // The old superview's pending list holds its subviews strongly: a
        // view leaving it leaves the list too, so the list keeps it no longer.
        if isPendingInSuperview {
            parent.pendingLayoutSubviews.removeAll { $0.view === self }
            isPendingInSuperview = false
        }
    }

    /// The sublayer index for the subview at `index`: views' layers keep their
    /// order among themselves, above any layers added directly at the bottom.
    private func sublayerIndex(forSubviewAt index: Int) -> Int {
        let children = layer.children
        if index > 0 {
            // Appending is the common case: the previous view's layer is usually last.
            let previous = subviews[index - 1].layer
            if children.last === previous { return children.count }
            // Without layers added directly, a view's layer sits at its index.
            if index - 1 < children.count, children[index - 1] === previous { return index }
            if let position = children.lastIdentityIndex(of: previous) { return position + 1 }
        }
        if index < subviews.count - 1, let pos = children.identityIndex(of: subviews[index + 1].layer) {
            return pos
        }
        return index == 0 ? 0 : children.count
    }

    /// Whether `view` is this view or one of its ancestors.
    func performIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// The first view in this subtree (this view first, then depth-first) whose tag is `tag`.
    func performViewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Calls `willMove(toWindow:)` through the subtree, parents first.
    func notifyWillMove(toWindow newWindow: UIWindow?) {
        LayoutPass.forEachView(in: self) { view in
            view.willMove(toWindow: newWindow)
            view.owningViewController?.viewWillMove(toWindow: newWindow)
        }
    }

    /// Updates the window of the subtree and calls `didMoveToWindow()`, parents first.
    func notifyDidMove(toWindow newWindow: UIWindow?) {
        LayoutPass.forEachView(in: self) { view in
            view.windowStorage = newWindow
            if let newWindow {
                view.adoptScale(of: newWindow.screen)
                // A view laid out outside a window (a sheet's content, sized
                // before it is shown) had no safe area: views that follow it
                // read it again now, though no frame changes.
                if let state = view.layoutState,
                    state.safeAreaGuide != nil || state.reportsSafeAreaChanges || view.owningViewController != nil
                {
                    view.setNeedsLayout()
                }
            }
            if newWindow != nil, AppearanceProxies.isActive { AppearanceProxies.apply(to: view) }
            view.didMoveToWindow()
            view.owningViewController?.viewDidMove(toWindow: newWindow)
        }
    }

    /// Draws the layer's contents at `screen`'s scale from now on, as UIKit
    /// does for views entering a window; drawn contents are redrawn.
    func adoptScale(of screen: UIScreen) {
        guard layer.contentsScale != screen.scale else { return }
        layer.contentsScale = screen.scale
        if layer.lastDisplayDrew { layer.setNeedsDisplay() }
    }
}
