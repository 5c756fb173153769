public import Foundation
import TandemGraphics
import TandemSupport

/// Manages a view: loads it lazily, lays it out, and receives the appearance
/// callbacks as it comes and goes; contains child controllers and presents others.
///
/// Main-actor only. Lifecycle, as on iOS: `loadView` then `viewDidLoad`
/// exactly once, the first time ``view`` is read; `viewWillAppear` /
/// `viewDidAppear` / `viewWillDisappear` / `viewDidDisappear` balanced and
/// never twice in a row, forwarded to children whose views are in this
/// controller's view.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    private(set) var viewStorage: UIView?
    private var isLoadingView = false
    var appearanceState = AppearanceState.disappeared
    /// Whether the appearance transition under way is animated.
    var appearanceAnimated = false
    /// Whether the window shows this controller directly (root or presented),
    /// so that moving its view does not start appearance transitions itself.
    var isManagedByWindow = false
    var ownTraitOverrides = UITraitOverrides()
    var presentationRecord: PresentationRecord?
    /// The presentation controller ``presentationController`` made (`ownPresentationController()`).
    var presentationControllerStorage: UIPresentationController?
    /// The window size change under way, while its controllers hear of it.
    var activeSizeTransition: SizeTransitionCoordinator?
    /// The custom-animated transition this controller takes part in, while it runs.
    var activeTransition: ViewControllerTransition?

    /// Supplies the animators of this controller's presentation and
    /// dismissal when it is presented (nil: UIKit's own); held weakly.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Creates a controller whose view ``loadView()`` reads from the nib
    /// `nibNameOrNil` (a `.xib` in `nibBundleOrNil`, the main bundles when
    /// nil); without a name, from a nib named after the class if there is one.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        interfaceBuilderSource = .nib(name: nibNameOrNil, bundle: nibBundleOrNil)
        super.init()
    }

    /// Where ``loadView()`` reads the view from: a storyboard scene or a nib.
    var interfaceBuilderSource: InterfaceBuilderViewSource?

    /// Creates a controller.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from a storyboard scene (its attributes are
    /// applied when this returns, its view is read on first use), or a plain one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The controller's view, loaded (``loadView()`` then ``viewDidLoad()``) the first time it is read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
            // Overrides set before the view existed reach it now (colors it
            // resolved when it was made are resolved again).
            if !ownTraitOverrides.isEmpty { newValue?.inheritedPropertiesDidChange() }
        }
    }

    /// The view when it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view. The default reads it from the controller's
    /// storyboard scene or nib, else makes a plain view the size of the
    /// screen; override to build your own and assign it to ``view`` (without calling `super`).
    open func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard viewStorage == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if viewStorage == nil {
            Diagnostics.report("UIViewController", "\(type(of: self)).loadView() did not set view; using a plain view")
            let root = UIView(frame: UIScreen.main.bounds)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view = root
        }
        isLoadingView = false
        viewDidLoad()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The view's container is about to change to `size` (the window was
    /// resized); `coordinator` runs blocks alongside the change and after
    /// it. The default tells the children, with the same size (as UIKit's
    /// default child container size), and the presented controller. Call
    /// super when you override it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The coordinator of the transition this controller (or a container
    /// of it) takes part in; nil when none is under way. A push, pop, tab
    /// change or presentation animated by a custom animator has one from
    /// before the controllers' `viewWillAppear`/`viewWillDisappear` until
    /// it completes; Tandem's own pushes, pops and presentations take
    /// effect at once and have none. A window's size change has one too
    /// (passed to ``viewWillTransition(to:with:)``).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nearestTransitionCoordinator }
    /// Updates the view's constraints; the default calls the view's `updateConstraints()`.
    open func updateViewConstraints() { viewStorage?.updateConstraints() }

    /// A title, shown by containers (a navigation bar shows it unless the
    /// navigation item has its own). Setting it also sets the title of the
    /// controller's tab bar item, as in UIKit.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItemStorage?.controllerTitleDidChange(title)
            tabBarItemStorage?.title = title
        }
    }

    /// The item a navigation bar shows for this controller: title, bar
    /// button items, back button. Made on first use.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem(title: title ?? "")
        item.titleIsFromController = true
        navigationItemStorage = item
        return item
    }

    var navigationItemStorage: UINavigationItem?

    /// The items a navigation controller's toolbar shows while this
    /// controller is at the top of its stack; nil by default.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }

    /// Sets ``toolbarItems`` (never animated in Tandem).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The nearest navigation controller above this controller, or nil.
    open var navigationController: UINavigationController? {
        nearestAncestor(\.asNavigationController)
    }

    /// This controller as a navigation controller: the hook the containment
    /// chain finds navigation controllers by (they return themselves).
    var asNavigationController: UINavigationController? { nil }

    /// The nearest split view controller above this controller, or nil.
    open var splitViewController: UISplitViewController? {
        nearestAncestor(\.asSplitViewController)
    }

    /// This controller as a split view controller (they return themselves).
    var asSplitViewController: UISplitViewController? { nil }

    /// The item a tab bar shows for this controller. Made on first use with
    /// the controller's ``title`` and no image; setting another item shows
    /// it in the tab bar controller's bar.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            guard newValue !== tabBarItemStorage else { return }
            tabBarItemStorage = newValue
            parent?.asTabBarController?.childTabBarItemDidChange()
        }
    }

    var tabBarItemStorage: UITabBarItem?

    /// The nearest tab bar controller above this controller, or nil.
    open var tabBarController: UITabBarController? {
        nearestAncestor(\.asTabBarController)
    }

    /// This controller as a tab bar controller: the hook the containment
    /// chain finds tab bar controllers by (they return themselves).
    var asTabBarController: UITabBarController? { nil }

    /// The scroll views set with ``setContentScrollView(_:for:)``, by edge.
    var contentScrollViewRecord = ContentScrollViewRecord()

    /// The scroll view whose scrolling the bars at `edge` follow (iOS 15):
    /// the one set for that edge, else the controller's view when it is a
    /// scroll view, else its first subview when that is one; nil when none.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViewRecord.scrollView(for: edge) ?? automaticContentScrollView
    }

    /// Sets the scroll view the bars at `edge` (`.top`, `.bottom`, or both)
    /// follow: at its scroll edge they show their scroll-edge appearance.
    /// Nil returns to the one found automatically.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViewRecord.set(scrollView, for: edge)
        parent?.childContentScrollViewDidChange()
    }

    /// The scroll view the bars of a container around this controller
    /// follow at `edge`: a container answers for the child it shows.
    func scrollViewForBars(at edge: NSDirectionalRectEdge) -> UIScrollView? { contentScrollView(for: edge) }
    /// A descendant set its content scroll view: containers with bars look again.
    package func childContentScrollViewDidChange() { parent?.childContentScrollViewDidChange() }
    /// The size the controller's content prefers; containers may read it.
    open var preferredContentSize: CGSize = .zero
    /// Insets added to the safe area of the view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewStorage else { return }
            // The subtree's safe areas change: its views re-read them in the next layout.
            LayoutPass.forEachView(in: view) { $0.setNeedsLayout() }
        }
    }

    /// Whether the root view's margins are at least the system minimum (16 points leading and trailing on phones).
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// The edges along which a navigation or tab bar controller lets the view
    /// extend under its translucent bars (all by default, as in UIKit): the
    /// view then spans the bars and its safe area is inset by them.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether the view also extends under opaque bars; false by default.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// The part of this controller's view, in its coordinates, that its bars
    /// leave uncovered for `child`'s content; `child`'s safe area stays inside
    /// it. Nil (the default) for a controller without bars over its children.
    func rectUncoveredByBars(forChild child: UIViewController) -> CGRect? { nil }

    /// The view's superview, then the presenting controller.
    open override var next: UIResponder? {
        viewStorage?.superview ?? presentingViewController
    }

    // MARK: Traits

    /// The traits of the controller's view (the screen's when it is not loaded).
    open var traitCollection: UITraitCollection {
        if let viewStorage { return viewStorage.traitCollection }
        return ownTraitOverrides.applied(to: parent?.traitCollection ?? UIScreen.main.traitCollection)
    }

    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Trait values this controller forces on its view and everything below (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            ownTraitOverrides = newValue
            viewStorage?.inheritedPropertiesDidChange()
        }
    }

    /// The appearance this controller forces on its view; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitOverrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
    }

    func viewTraitsDidChange(_ previous: UITraitCollection) {
        traitCollectionDidChange(previous)
    }

    // MARK: Containment

    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The containing controller.
    open private(set) weak var parent: UIViewController?

    /// Adds `childController` as a child, calling its `willMove(toParent:)`
    /// first. Add its view to yours next, then call its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            Diagnostics.report("UIViewController", "cannot add a controller as its own child; ignored")
            return
        }
        if childController.parent === self { return }
        // A child of another container leaves it first.
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent (call `willMove(toParent: nil)`
    /// and remove its view first); calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether appearance callbacks reach children automatically; true by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the controller is being added to a parent right now (during the appearance callbacks).
    open var isMovingToParent: Bool { false }
    /// Whether the controller is being removed from its parent right now.
    open var isMovingFromParent: Bool { false }

    // MARK: Segues

    /// Called before a segue from this controller shows its destination; configure the destination here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue `identifier` that a control triggered runs; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the segue `identifier` of this controller's storyboard scene
    /// (``prepare(for:sender:)`` first); an unknown identifier is reported and ignored.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    // MARK: Presentation

    /// How a presented controller is shown; `.automatic` (the default) is a page sheet, as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The controller this one presents or, as in UIKit, the one an ancestor presents.
    open var presentedViewController: UIViewController? {
        presentationRecord?.presented ?? parent?.presentedViewController
    }
    /// Whether this controller handles the current-context presentations it
    /// and its children ask for (else the root does); false by default.
    open var definesPresentationContext = false
    /// The controller that presented this one or, for a child of a
    /// presented controller, the one that presented that ancestor; nil otherwise.
    open var presentingViewController: UIViewController? {
        presentedBy ?? nearestAncestor { $0.presentedBy }
    }
    weak var presentedBy: UIViewController?

    /// Whether the user is prevented from dismissing the controller's
    /// presentation by dragging its sheet (the drag then tells the delegate
    /// `presentationControllerDidAttemptToDismiss`); false by default. Also
    /// honored on a child of the presented controller.
    open var isModalInPresentation = false

    /// The presentation controller that shows (or will show) this controller
    /// when presented: made on first use for ``modalPresentationStyle`` — a
    /// ``UISheetPresentationController`` for page and form sheets — so a
    /// delegate can be set before presenting. Changing the style before
    /// presenting makes a new one (keeping the delegate). A child of a
    /// presented controller returns that controller's.
    open var presentationController: UIPresentationController? {
        if presentedBy == nil, let presentedAncestor = nearestAncestor({ $0.presentedBy != nil ? $0 : nil }) {
            return presentedAncestor.presentationController
        }
        return ownPresentationController()
    }

    /// The sheet presentation controller when ``modalPresentationStyle`` is a
    /// sheet (`.automatic`, `.pageSheet`, `.formSheet`), else nil.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller when ``modalPresentationStyle`` is `.popover`, else nil.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// Whether the controller is appearing because it is being presented.
    open var isBeingPresented: Bool { presentedBy != nil && appearanceState == .appearing }
    /// Whether the controller is disappearing because it is being dismissed.
    open var isBeingDismissed: Bool { presentedBy != nil && appearanceState == .disappearing }

    /// Presents `viewControllerToPresent` over this controller's window, as
    /// its ``presentationController`` places it: full screen (the presenter
    /// gets `viewWillDisappear`, and after the transition `viewDidDisappear`
    /// and its view leaves the window), over full screen (the presenter stays,
    /// without callbacks) or as a sheet over the dimmed presenter (which
    /// stays, without callbacks). `viewDidAppear` and `completion` come at
    /// the next commit. Presenting from a controller that already presents
    /// one, or that is not in a window, is reported and ignored, as UIKit warns.
    /// As in UIKit, the root of this controller's hierarchy presents (for the
    /// current-context styles, the nearest one that ``definesPresentationContext``).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        Presentation.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, when it presents
    /// none, this controller from its presenter); `completion` runs at the next commit.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        Presentation.dismiss(from: self, animated: flag, completion: completion)
    }

    /// Shows `vc` the way the container decides: pushed onto the navigation
    /// controller this one is in, else shown by the split view controller
    /// this one is in, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else if let splitViewController {
            splitViewController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as a detail: the split view controller this one is in
    /// shows it in its secondary column (or pushes it while collapsed);
    /// without a split view it is presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Folds `secondaryViewController` into this controller as the split
    /// view controller collapses; does nothing by default (the secondary
    /// controller is dropped). A navigation controller pushes it.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}

    /// The secondary controller to take out of this controller as the split
    /// view controller expands; nil by default. A navigation controller pops
    /// and returns what was pushed onto it while collapsed.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    // MARK: Appearance

    /// Starts an appearance transition: `viewWillAppear` or `viewWillDisappear`
    /// (skipped when the controller is already in or going to that state);
    /// children whose views are shown follow when appearance methods are
    /// forwarded automatically.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceCallbacks(isAppearing, animated: animated)
    }

    /// Ends the transition begun last: `viewDidAppear` or `viewDidDisappear`
    /// (children in a transition follow when forwarded automatically).
    open func endAppearanceTransition() {
        endAppearanceCallbacks()
    }
}
