public import Foundation
import TandemGraphics
import TandemSupport

/// A row of tabs along the bottom, each showing one view controller; the
/// user switches between them by tapping the tab bar.
///
/// Main actor only. Every controller in ``viewControllers`` is a child of the
/// tab bar controller, but only the selected one's view is loaded and shown
/// (the others load the first time they are selected). The bar shows each
/// controller's ``UIViewController/tabBarItem``. Switching tabs while shown
/// sends the appearance callbacks in UIKit's order — the new controller's
/// `viewWillAppear`, the old one's `viewWillDisappear` and `viewDidDisappear`,
/// then (at the commit) the new one's `viewDidAppear`. A tap on the bar asks
/// the delegate's `tabBarController(_:shouldSelect:)`, switches, then calls
/// `tabBarController(_:didSelect:)`; tapping the selected tab when it is a
/// navigation controller pops it to its root. Selecting in code
/// (``selectedIndex``, ``selectedViewController``) does not call the
/// delegate. Not animated in Tandem.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate, ScrollEdgeObserving {
    /// The bar the controller manages; its items and selection follow the controller.
    public let tabBar = UITabBar()
    /// The delegate; held weakly.
    open weak var delegate: UITabBarControllerDelegate?

    private var controllers: [UIViewController]?
    var selected: UIViewController?

    /// Creates a tab bar controller without tabs; nibs do not exist on Linux, so both arguments are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adoptTabBar()
    }

    /// Controllers are not archived on Linux; this creates a tab bar controller without tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptTabBar()
    }

    private func adoptTabBar() {
        tabBar.managingController = self
        tabBar.delegate = self
        tabBar.shouldSelectItem = { [weak self] item in self?.userMaySelect(item) ?? false }
    }

    override var asTabBarController: UITabBarController? { self }

    // MARK: The tabs

    /// The controllers shown by the tabs, in the bar's order; setting it replaces them.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (never animated in Tandem). Controllers that leave
    /// stop being children, new ones become children. The selected
    /// controller stays selected if it is still there; else the one at the
    /// same index is selected, else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            guard controller !== self else {
                Diagnostics.report("UITabBarController", "a tab bar controller cannot be one of its own tabs; ignored")
                continue
            }
            unique.append(controller)
        }
        let old = controllers ?? []
        let oldSelected = selected
        let oldIndex = selectedIndex
        let removed = old.filter { kept in !unique.contains { $0 === kept } }
        let added = unique.filter { new in !old.contains { $0 === new } }
        let newSelected: UIViewController?
        if let oldSelected, unique.contains(where: { $0 === oldSelected }) {
            newSelected = oldSelected
        } else if unique.indices.contains(oldIndex) {
            newSelected = unique[oldIndex]
        } else {
            newSelected = unique.first
        }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        controllers = viewControllers == nil ? nil : unique
        selected = newSelected
        updateBarItems()
        transition(from: oldSelected, to: newSelected, animated: animated)
        for controller in removed where controller.parent === self {
            if controller.viewIfLoaded?.superview === viewIfLoaded { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in added where controller.parent === self { controller.didMove(toParent: self) }
    }

    /// The controller of the selected tab. Setting one that is not in
    /// ``viewControllers`` is reported and ignored (UIKit raises an exception).
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, (controllers ?? []).contains(where: { $0 === newValue }) else {
                Diagnostics.report(
                    "UITabBarController",
                    "only a view controller in the tab bar controller's list of view controllers can be selected; ignored"
                )
                return
            }
            select(newValue)
        }
    }

    /// The index of the selected tab in ``viewControllers``; `NSNotFound`
    /// when there are no tabs. An index out of range is reported and ignored.
    open var selectedIndex: Int {
        get {
            guard let selected, let index = controllers?.identityIndex(of: selected) else { return NSNotFound }
            return index
        }
        set {
            guard let controllers, controllers.indices.contains(newValue) else {
                Diagnostics.report(
                    "UITabBarController",
                    "selectedIndex \(newValue) is out of range 0..<\(controllers?.count ?? 0); ignored")
                return
            }
            select(controllers[newValue])
        }
    }

    /// The tab bar told the controller that the user selected `item` (after
    /// the delegate's `tabBarController(_:shouldSelect:)` agreed): switches
    /// to its controller — or, when it is already selected and is a
    /// navigation controller, pops that to its root — then tells the delegate.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard tabBar === self.tabBar, let controller = controller(for: item) else { return }
        if controller === selected {
            controller.asNavigationController?.popToRootViewController(animated: true)
        } else {
            select(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// A child replaced its tab bar item: the bar shows the new one.
    func childTabBarItemDidChange() {
        updateBarItems()
    }

    private func controller(for item: UITabBarItem) -> UIViewController? {
        controllers?.first { $0.tabBarItemStorage === item }
    }

    /// Asks the delegate whether the user may select `item`'s tab.
    private func userMaySelect(_ item: UITabBarItem) -> Bool {
        guard let controller = controller(for: item) else { return false }
        return delegate?.tabBarController(self, shouldSelect: controller) ?? true
    }

    private func updateBarItems() {
        tabBar.replaceItems(controllers?.map { $0.tabBarItem })
        tabBar.select(selected?.tabBarItem)
    }

    private func select(_ controller: UIViewController) {
        let old = selected
        guard controller !== old else { return }
        selected = controller
        tabBar.select(controller.tabBarItem)
        transition(from: old, to: controller, animated: false)
    }

    // MARK: Showing the selected tab

    /// Shows `new` instead of `old`: its view loads first, then, when the tab
    /// bar controller is on screen, the appearance callbacks come in UIKit's
    /// order for a tab switch, which differs from a push: the new
    /// controller's `viewWillAppear` comes before the old one's `viewWillDisappear`.
    private func transition(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        guard isViewLoaded, new !== old else { return }
        new?.loadViewIfNeeded()
        let window = view.window
        let visible = window != nil && (appearanceState == .appeared || appearanceState == .appearing)
        if visible, let old, let new, let delegate,
            let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
        {
            runCustomTransition(animator, from: old, to: new)
            return
        }
        if visible {
            new?.beginAppearanceTransition(true, animated: animated)
            old?.beginAppearanceTransition(false, animated: animated)
        }
        // Leaving the window ends the old controller's disappearance (viewDidDisappear).
        if let oldView = old?.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
        if let new { install(new) }
        if visible, let window, let new { window.enqueueAppearanceEnd(new) }
    }

    /// The area above the bar: the safe area of the selected controller's
    /// view stays inside it.
    override func rectUncoveredByBars(forChild child: UIViewController) -> CGRect? {
        (viewIfLoaded as? TabBarContainerView)?.uncoveredFrame
    }

    /// Puts `controller`'s view in the content area, below the bar.
    func install(_ controller: UIViewController) {
        guard let container = viewIfLoaded as? TabBarContainerView else { return }
        let content: UIView = controller.view
        if content.superview !== container { container.insertSubview(content, belowSubview: tabBar) }
        container.setNeedsLayout()
    }

    // MARK: The view

    /// The container: the selected controller's view with the bar below it.
    open override func loadView() {
        let container = TabBarContainerView(controller: self)
        container.addSubview(tabBar)
        view = container
    }

    // MARK: Scroll edge

    /// The selected controller answers for the scroll view the bars follow.
    override func scrollViewForBars(at edge: NSDirectionalRectEdge) -> UIScrollView? {
        selected?.scrollViewForBars(at: edge)
    }

    /// The scroll view the bar follows.
    private weak var bottomEdgeScrollView: UIScrollView?

    /// Finds the selected controller's bottom content scroll view and tells
    /// the bar whether the content is at its bottom edge: with no scroll
    /// view, it always is (as on iOS 15).
    func updateScrollEdge() {
        let scrollView = scrollViewForBars(at: .bottom)
        if scrollView !== bottomEdgeScrollView {
            bottomEdgeScrollView?.scrollEdgeObservers.remove(self)
            scrollView?.scrollEdgeObservers.add(self)
            bottomEdgeScrollView = scrollView
        }
        tabBar.isAtScrollEdge = scrollView?.isAtBottomScrollEdge ?? true
    }

    /// The content scrolled or changed size: the bar may have reached or left its edge.
    func scrollViewEdgesDidChange(_ scrollView: UIScrollView) {
        updateScrollEdge()
    }

    /// A controller inside set its content scroll view: the bar follows it now.
    override package func childContentScrollViewDidChange() {
        updateScrollEdge()
        super.childContentScrollViewDidChange()
    }

    /// Shows the selected controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let selected { install(selected) }
    }
}
