import Foundation
import TandemGraphics
import TandemSupport

/// A stack of view controllers under a navigation bar: the top one is shown,
/// pushing shows a new one, the back button (or popping) returns.
///
/// Controllers on the stack are children of the navigation controller;
/// pushes and pops send the containment and appearance callbacks in UIKit's
/// order — the new controller's `willMove(toParent:)`, the old one's
/// `viewWillDisappear`, the new one's `viewWillAppear`, the old one's
/// `viewDidDisappear`, then (at the commit) the new one's `viewDidAppear`
/// and `didMove(toParent:)` — and the delegate is told before and after.
/// A toolbar under the content shows the top controller's `toolbarItems`
/// when ``isToolbarHidden`` is false, and a swipe from the left edge pops
/// (``interactivePopGestureRecognizer``). An animated push or pop runs as
/// a transition in a container below the bar: UIKit's slide (the new view
/// in from the right over the old one, which moves left under a shade, over
/// 0.35 s; the bar cross-fades), or the delegate's animator when it gives one
/// (``UINavigationControllerDelegate/navigationController(_:animationControllerFor:from:to:)``),
/// driven by its interaction controller when it gives one; the second half
/// of the callbacks comes when it ends. Main actor only.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, ScrollEdgeObserving {
    /// The bar the navigation controller manages.
    public let navigationBar = UINavigationBar()
    /// The delegate; held weakly.
    open weak var delegate: UINavigationControllerDelegate?
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false {
        didSet {
            // While it slides away (setNavigationBarHidden(_:animated:)) the bar hides at the end.
            if !isBarSliding { navigationBar.isHidden = isNavigationBarHidden }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the toolbar is hidden; true by default.
    open var isToolbarHidden = true {
        didSet {
            // While it slides away (setToolbarHidden(_:animated:)) the toolbar hides at the end.
            if !isToolbarSliding { toolbarStorage.isHidden = isToolbarHidden }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The toolbar at the bottom, showing the top controller's `toolbarItems`
    /// when ``isToolbarHidden`` is false. Its items follow the top
    /// controller; set them through `setToolbarItems(_:animated:)` of that controller.
    open var toolbar: UIToolbar! { toolbarStorage }
    let toolbarStorage = UIToolbar()

    /// The recognizer of the back swipe: a pan from the left edge that
    /// begins an interactive pop, moves it with the finger and, let go,
    /// finishes it past half the width or on a flick to the right (else the
    /// pop runs back and the stack is as it was). It begins only
    /// when there is a controller to go back to and the back button is not
    /// hidden. Disable it to turn the gesture off.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { backSwipe }
    private let backSwipe = UIScreenEdgePanGestureRecognizer()

    /// How many slides of the bar in or out (animated ``setNavigationBarHidden(_:animated:)``) have not ended.
    var barSlides = 0
    /// Whether the bar is sliding in or out.
    var isBarSliding: Bool { barSlides > 0 }
    /// How many slides of the toolbar in or out (animated ``setToolbarHidden(_:animated:)``) have not ended.
    var toolbarSlides = 0
    /// Whether the toolbar is sliding in or out.
    var isToolbarSliding: Bool { toolbarSlides > 0 }

    /// The controllers, bottom to top (internal: a custom transition puts it back when cancelled).
    var stack: [UIViewController] = []

    /// Creates a navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    override var asNavigationController: UINavigationController? { self }

    /// The stack, bottom (root) to top; setting it replaces the stack.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: the top one, or what it presents.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    /// Hides or shows the bar; animated, the bar slides up out of the
    /// window (or down into it) and the content follows, over
    /// ``hideShowBarDuration`` seconds.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard animated, hidden != isNavigationBarHidden, let view = viewIfLoaded, view.window != nil else {
            isNavigationBarHidden = hidden
            return
        }
        animateBar(.navigationBar, hidden: hidden, in: view)
    }

    /// How long an animated ``setNavigationBarHidden(_:animated:)`` takes, in seconds (UIKit's constant).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Hides or shows the toolbar; animated, it slides out of the window's
    /// bottom (or up into it) and the content follows, over
    /// ``hideShowBarDuration`` seconds, as the bar does.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard animated, hidden != isToolbarHidden, let view = viewIfLoaded, view.window != nil else {
            isToolbarHidden = hidden
            return
        }
        animateBar(.toolbar, hidden: hidden, in: view)
    }

    /// A child's toolbar items changed: the toolbar shows them if it is the top one.
    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbarStorage.items = controller.toolbarItems
    }

    // MARK: Changing the stack

    /// Pushes `viewController` and shows it. A controller already on the
    /// stack (or in another container) is reported and ignored, as UIKit refuses it.
    /// A controller popped in this run-loop turn (still a child until the
    /// pop's containment ends at the commit) may be pushed again.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }),
            viewController.parent == nil || viewController.parent === self,
            !(viewController is UINavigationController)
        else {
            Diagnostics.report(
                "UINavigationController",
                "Pushing \(type(of: viewController)), which is already in a container or is a navigation controller, is not supported; ignored"
            )
            return
        }
        let old = topViewController
        let previous = stack
        stack.append(viewController)
        transition(from: old, pushed: [viewController], popped: [], previous: previous, animated: animated)
    }

    /// Pops the top controller and shows the one below; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let previous = stack
        let popped = stack.removeLast()
        transition(from: popped, pushed: [], popped: [popped], previous: previous, animated: animated)
        return popped
    }

    /// Pops every controller above the root; returns them, nil when there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.identityIndex(of: viewController) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        let old = topViewController
        let previous = stack
        stack.removeSubrange((index + 1)...)
        transition(from: old, pushed: [], popped: popped.reversed(), previous: previous, animated: animated)
        return popped
    }

    /// Replaces the stack; the new top is shown.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let old = topViewController
        let popped = stack.filter { kept in !unique.contains { $0 === kept } }
        let pushed = unique.filter { new in !stack.contains { $0 === new } }
        let previous = stack
        stack = unique
        transition(from: old, pushed: pushed, popped: popped.reversed(), previous: previous, animated: animated)
    }

    /// Applies a change of the stack: containment, the bar, the shown view
    /// and appearance (through the delegate's animator when it gives one;
    /// `previous` is the stack to put back if that transition is cancelled).
    private func transition(
        from old: UIViewController?, pushed: [UIViewController], popped: [UIViewController],
        previous: [UIViewController],
        animated: Bool
    ) {
        for controller in pushed {
            // One popped in this turn is still a child: it moves back in rather than being added again.
            if controller.parent === self { controller.willMove(toParent: self) } else { addChild(controller) }
        }
        for controller in popped { controller.willMove(toParent: nil) }
        // The bar's old look, pictured before its items change, cross-fades into the new one as the views slide.
        let barPicture = changeWillAnimate(from: old, animated: animated) ? LayerSnapshot(of: navigationBar.layer) : nil
        navigationBar.items = stack.map(\.navigationItem)
        let new = topViewController
        toolbarStorage.items = new?.toolbarItems
        let finishContainment = { [weak self] in
            guard let self else { return }
            for controller in pushed where controller.parent === self { controller.didMove(toParent: self) }
            // A controller pushed again before the pop finished stays a child.
            for controller in popped
            where controller.parent === self && !self.stack.contains(where: { $0 === controller }) {
                controller.removeFromParent()
            }
        }
        guard isViewLoaded, new !== old else {
            finishContainment()
            return
        }
        if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
        // The new controller's view loads before any appearance callback, as in UIKit.
        new?.loadViewIfNeeded()
        let window = view.window
        let visible = window != nil && (appearanceState == .appeared || appearanceState == .appearing)
        if animated, visible, let old, let new {
            let operation: Operation = pushed.contains { $0 === new } ? .push : .pop
            let change = NavigationStackChange(previous: previous, pushed: pushed, popped: popped)
            let animator: any UIViewControllerAnimatedTransitioning
            let interactor: (any UIViewControllerInteractiveTransitioning)?
            if let delegate,
                let custom = delegate.navigationController(
                    self, animationControllerFor: operation, from: old, to: new)
            {
                animator = custom
                interactor = delegate.navigationController(self, interactionControllerFor: custom)
                backSwipeTransition = nil
            } else {
                // UIKit's own slide; the back swipe drives it when it started it.
                animator = NavigationSlideAnimator(operation: operation)
                interactor = operation == .pop ? backSwipeTransition : nil
            }
            runCustomTransition(
                animator, interactor: interactor, from: old, to: new, change: change, barPicture: barPicture,
                finishContainment: finishContainment)
            return
        }
        if visible {
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new { install(new) }
        let didShow = { [weak self] in
            guard let self, let new else { return }
            self.delegate?.navigationController(self, didShow: new, animated: animated)
        }
        if visible, let window, let new {
            window.enqueueAppearanceEnd(new) {
                finishContainment()
                didShow()
            }
        } else {
            finishContainment()
            didShow()
        }
    }

    /// Whether a change of the stack from `old` is about to run as an
    /// animated transition (the views are shown, and the top changes).
    private func changeWillAnimate(from old: UIViewController?, animated: Bool) -> Bool {
        guard animated, isViewLoaded, view.window != nil, old != nil, let new = topViewController, new !== old else {
            return false
        }
        return appearanceState == .appeared || appearanceState == .appearing
    }

    /// The area between the bar and the toolbar: the safe area of the shown
    /// controller's view stays inside it.
    override func rectUncoveredByBars(forChild child: UIViewController) -> CGRect? {
        (viewIfLoaded as? NavigationContainerView)?.uncoveredFrame
    }

    /// Puts `controller`'s view in the content area.
    func install(_ controller: UIViewController) {
        guard let container = viewIfLoaded as? NavigationContainerView else { return }
        let content: UIView = controller.view
        container.insertSubview(content, belowSubview: navigationBar)
        container.setNeedsLayout()
    }

    // MARK: The view

    /// The container: the bar on top, the top controller's view below it.
    open override func loadView() {
        let container = NavigationContainerView(controller: self)
        container.addSubview(navigationBar)
        toolbarStorage.isHidden = isToolbarHidden
        container.addSubview(toolbarStorage)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        backSwipe.edges = .left
        backSwipe.name = "interactive pop"
        backSwipe.addTarget(self, action: UINavigationController.followBackSwipe)
        container.addGestureRecognizer(backSwipe)
        view = container
    }

    /// Whether the back swipe may begin: there is a controller to go back to and a back button.
    func backSwipeMayBegin() -> Bool {
        stack.count > 1 && topViewController?.navigationItem.hidesBackButton != true
    }

    /// The interaction controller the back swipe drives while its pop runs.
    var backSwipeTransition: UIPercentDrivenInteractiveTransition?

    /// Follows the back swipe, as UIKit does: it begins an interactive pop
    /// at once (the stack changes, the callbacks' first half comes), moves
    /// it with the finger, and at the end finishes it or runs it back
    /// (``backSwipeFinishes(progress:velocity:)``).
    private func followBackSwipe(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let width = max(container.bounds.width, 1)
        let progress = max(0, recognizer.translation(in: container).x) / width
        switch recognizer.state {
        case .began:
            let interactor = UIPercentDrivenInteractiveTransition()
            backSwipeTransition = interactor
            popViewController(animated: true)
            // Not taken up (a delegate's animator without an interaction controller runs by itself).
            if backSwipeTransition !== interactor { return }
            interactor.update(progress)
        case .changed:
            backSwipeTransition?.update(progress)
        case .ended:
            guard let interactor = backSwipeTransition else { return }
            backSwipeTransition = nil
            interactor.update(progress)
            let velocity = recognizer.velocity(in: container).x
            if Self.backSwipeFinishes(progress: progress, velocity: velocity) {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        default:
            backSwipeTransition?.cancel()
            backSwipeTransition = nil
        }
    }

    /// Whether a back swipe let go at `progress` of the width, moving at
    /// `velocity` points a second, completes the pop: a flick to the right
    /// (faster than ``backSwipeFlickVelocity``) does, one to the left does
    /// not; between them, past half the width does.
    static func backSwipeFinishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity > backSwipeFlickVelocity { return true }
        if velocity < -backSwipeFlickVelocity { return false }
        return progress > 0.5
    }

    /// The speed, in points a second, past which a back swipe let go counts as a flick.
    static let backSwipeFlickVelocity: CGFloat = 500

    // MARK: Scroll edges

    /// The top controller answers for the scroll view the bars follow.
    override func scrollViewForBars(at edge: NSDirectionalRectEdge) -> UIScrollView? {
        topViewController?.scrollViewForBars(at: edge)
    }

    /// The scroll views the bar and the toolbar follow.
    private weak var topEdgeScrollView: UIScrollView?
    private weak var bottomEdgeScrollView: UIScrollView?

    /// Finds the top controller's content scroll views and tells the bar
    /// (and the toolbar) whether the content is at their edge: with no
    /// scroll view, it always is (as on iOS 15). The bar's large title
    /// collapses as far as the top one has scrolled.
    func updateScrollEdges() {
        let top = scrollViewForBars(at: .top)
        let bottom = scrollViewForBars(at: .bottom)
        for old in [topEdgeScrollView, bottomEdgeScrollView].compactMap({ $0 }) where old !== top && old !== bottom {
            old.scrollEdgeObservers.remove(self)
        }
        top?.scrollEdgeObservers.add(self)
        bottom?.scrollEdgeObservers.add(self)
        topEdgeScrollView = top
        bottomEdgeScrollView = bottom
        navigationBar.isAtScrollEdge = top?.isAtTopScrollEdge ?? true
        toolbarStorage.isAtScrollEdge = bottom?.isAtBottomScrollEdge ?? true
        // Laying out, the content's inset may not have caught up with the bar yet: the
        // collapse is measured when the content scrolls, and when another item comes on top.
        if navigationBar.topItem !== largeTitleMeasuredItem { updateLargeTitleCollapse() }
    }

    /// The item whose content the large title's collapse was last measured from.
    private weak var largeTitleMeasuredItem: UINavigationItem?

    /// Collapses the bar's large title as far as the top scroll view's
    /// content has scrolled up from where it rests (none without one).
    private func updateLargeTitleCollapse() {
        largeTitleMeasuredItem = navigationBar.topItem
        guard let scrollView = topEdgeScrollView else {
            navigationBar.largeTitleCollapse = 0
            return
        }
        navigationBar.largeTitleCollapse = largeTitleCollapse(for: scrollView, at: scrollView.contentOffset.y)
    }

    /// How far the large title collapses with `scrollView`'s content at `offset`.
    private func largeTitleCollapse(for scrollView: UIScrollView, at offset: CGFloat) -> CGFloat {
        guard let container = viewIfLoaded, !isNavigationBarHidden else { return 0 }
        let expandedBottom = container.safeAreaInsets.top + navigationBar.expandedContentHeight
        return navigationBar.largeTitleCollapse(
            following: scrollView, at: offset, container: container, expandedBottom: expandedBottom)
    }

    /// Content let go with the large title partly collapsed comes to rest
    /// with it expanded or collapsed, whichever is nearer, as on iOS.
    func scrollView(_ scrollView: UIScrollView, restingTargetFor target: CGPoint) -> CGPoint {
        guard scrollView === topEdgeScrollView, navigationBar.showsLargeTitle else { return target }
        let collapse = largeTitleCollapse(for: scrollView, at: target.y)
        let height = UINavigationBar.largeTitleHeight
        guard collapse > 0, collapse < height else { return target }
        let snapped = collapse < height / 2 ? target.y - collapse : target.y + height - collapse
        return CGPoint(x: target.x, y: snapped)
    }

    /// The content scrolled or changed size: the bars may have reached or
    /// left their edges, and the large title follows the content.
    func scrollViewEdgesDidChange(_ scrollView: UIScrollView) {
        updateScrollEdges()
        if scrollView === topEdgeScrollView { updateLargeTitleCollapse() }
    }

    /// A controller inside set its content scroll view: the bars follow it now.
    override package func childContentScrollViewDidChange() {
        updateScrollEdges()
        super.childContentScrollViewDidChange()
    }

    // MARK: In a split view

    /// Pushes the secondary controller as the split view collapses; the
    /// controllers of a secondary navigation controller are pushed in its
    /// place (Tandem does not nest navigation controllers) and go back to it on expanding.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        if let nested = secondaryViewController as? UINavigationController {
            let moved = nested.viewControllers
            nested.setViewControllers([], animated: false)
            splitViewController.noteFolded(moved, from: nested)
            setViewControllers(stack + moved, animated: false)
        } else {
            splitViewController.noteFolded([secondaryViewController], from: nil)
            pushViewController(secondaryViewController, animated: false)
        }
    }

    /// Pops what the collapse pushed (and what was pushed above it) and
    /// returns it as the split view expands: the secondary navigation
    /// controller with its controllers back, else the top controller; nil
    /// when only the root is left.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        let record = splitViewController.collapseRecord
        if let nested = record?.nestedNavigation {
            if let first = record?.firstMoved[.secondary], let index = stack.identityIndex(of: first), index > 0 {
                let moved = Array(stack[index...])
                setViewControllers(Array(stack[..<index]), animated: false)
                nested.setViewControllers(moved, animated: false)
            } else if let root = record?.original[.secondary]?.first {
                // The user went back past the secondary controllers: it shows its root again.
                nested.setViewControllers([root], animated: false)
            }
            return nested
        }
        guard stack.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    /// Shows the top controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { install(top) }
    }
}
