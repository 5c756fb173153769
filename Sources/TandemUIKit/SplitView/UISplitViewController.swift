public import Foundation
import TandemGraphics
import TandemSupport

/// A container that shows its children in columns side by side on a
/// horizontally regular width and collapses them into one navigation stack
/// on a compact width.
///
/// Main actor only. Two interfaces, as in UIKit:
/// - the classic one (``init(nibName:bundle:)``, style ``Style/unspecified``):
///   ``viewControllers`` holds the primary and the secondary controllers,
///   shown as given; collapsing asks the delegate's `collapseSecondary` and
///   otherwise lets the primary controller fold the secondary one in (a
///   navigation controller pushes it); expanding asks `separateSecondaryFrom`
///   and otherwise lets the primary controller give it back (a navigation
///   controller pops it).
/// - the column one (``init(style:)`` with ``Style/doubleColumn`` or
///   ``Style/tripleColumn``): ``setViewController(_:for:)`` puts a controller
///   in a column, wrapped in a navigation controller unless it is one;
///   collapsing shows the ``Column/compact`` controller when there is one,
///   else pushes the supplementary and secondary columns' stacks onto the
///   primary's (up to the delegate's top column); expanding gives them back.
///
/// The split view collapses when its trait collection is horizontally
/// compact (a window narrower than 700 points) and expands when it becomes
/// regular. Expanded, ``displayMode`` decides which columns show:
/// `.automatic` puts the columns beside the secondary one when the split
/// view is wider than tall, and shows the secondary one alone otherwise.
/// Columns beside each other are separated by a hairline; columns over the
/// secondary one dim it, and a tap on the dimmed part hides them. Every
/// shown controller is a child, and gets its appearance callbacks as its
/// view enters and leaves the window. Not animated in Tandem.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The value of a width property that lets the split view controller choose.
    public static let automaticDimension: CGFloat = -1
    /// The primary (and supplementary) column's width when left automatic.
    static let automaticColumnWidth: CGFloat = 320

    /// The interface: classic, or two or three columns.
    public let style: Style
    /// The delegate; held weakly.
    open weak var delegate: UISplitViewControllerDelegate?

    /// What each column shows: the controller given for it (column style),
    /// or the primary and secondary controllers (classic style).
    var assigned: [Column: UIViewController] = [:]
    /// The navigation controllers the column style wraps non-navigation controllers in.
    var wrappers: [Column: UINavigationController] = [:]
    /// Whether the interface is collapsed into one stack.
    var collapsedStorage = false
    /// The display mode chosen by `show(_:)`/`hide(_:)` or a tap outside an
    /// overlay; nil follows ``preferredDisplayMode``.
    var chosenDisplayMode: DisplayMode?
    /// What collapsing moved onto the primary stack, to give back on expanding.
    var collapseRecord: CollapseRecord?

    /// Creates a classic split view controller; nibs do not exist on Linux, so both arguments are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller with the column interface `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers are not archived on Linux; this creates a classic split view controller.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    override var asSplitViewController: UISplitViewController? { self }

    // MARK: Display

    /// The display mode you prefer while expanded; `.automatic` by default.
    /// Setting it forgets a mode chosen by ``show(_:)`` or ``hide(_:)``.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            chosenDisplayMode = nil
            displayModeMayHaveChanged(from: lastDisplayMode)
        }
    }

    /// The split behavior you prefer; `.automatic` by default (tile when
    /// wider than tall; else overlay, or displace with three columns).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The split behavior in effect.
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        if isLandscape { return .tile }
        return style == .tripleColumn ? .displace : .overlay
    }

    /// Which columns show now; `.secondaryOnly` while collapsed is not
    /// reported: a collapsed split view reports the mode it would have.
    open var displayMode: DisplayMode {
        let requested = chosenDisplayMode ?? preferredDisplayMode
        guard requested == .automatic else { return constrained(requested) }
        if isLandscape { return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary }
        return .secondaryOnly
    }

    /// Whether the interface is collapsed into one navigation stack (a compact width).
    open var isCollapsed: Bool { collapsedStorage }

    /// Whether a swipe shows and hides the primary column (accepted; Tandem has no such swipe).
    open var presentsWithGesture = true
    /// Whether the secondary column's bar has a button that hides the other columns (accepted; not drawn by Tandem).
    open var showsSecondaryOnlyButton = false
    /// The background of the primary column: `.sidebar` gives it the sidebar's light gray.
    open var primaryBackgroundStyle: BackgroundStyle = .none {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The side the primary column is on; leading by default.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// A bar button item that shows or hides the primary column, for the secondary column's navigation bar.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = UIBarButtonItem(
        image: UIImage(systemName: "sidebar.left"),
        primaryAction: UIAction(title: "Show Sidebar") { [weak self] _ in self?.toggleLeadingColumns() })

    // MARK: Column widths

    /// The primary column's width as a fraction (0 to 1) of the split view's
    /// width; ``automaticDimension`` (the default) gives 320 points. Bounded by
    /// ``minimumPrimaryColumnWidth`` and ``maximumPrimaryColumnWidth``.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }
    /// The primary column's width in points; when not ``automaticDimension``
    /// it takes precedence over ``preferredPrimaryColumnWidthFraction``.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }
    /// The narrowest the primary column may be; ``automaticDimension`` means 0.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }
    /// The widest the primary column may be; ``automaticDimension`` means 320 points, as in UIKit.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }
    /// The supplementary column's width as a fraction of the split view's width; automatic gives 320 points.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }
    /// The supplementary column's width in points; takes precedence over the fraction.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }
    /// The narrowest the supplementary column may be; automatic means 0.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }
    /// The widest the supplementary column may be; automatic means 320 points.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthsChanged() }
    }

    /// The primary column's width in points, as laid out.
    open var primaryColumnWidth: CGFloat {
        Self.columnWidth(
            of: splitWidth, points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width in points, as laid out (0 without a supplementary column).
    open var supplementaryColumnWidth: CGFloat {
        guard style == .tripleColumn else { return 0 }
        return Self.columnWidth(
            of: splitWidth, points: preferredSupplementaryColumnWidth,
            fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    private var splitWidth: CGFloat { viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width }

    private var isLandscape: Bool {
        let size = viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
        return size.width > size.height
    }

    private static func columnWidth(
        of total: CGFloat, points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat
    ) -> CGFloat {
        let auto = automaticDimension
        var width = automaticColumnWidth
        if points != auto, points.isFinite, points >= 0 {
            width = points
        } else if fraction != auto, fraction.isFinite, fraction >= 0 {
            width = (total * min(fraction, 1)).rounded()
        }
        let lower = minimum != auto && minimum.isFinite ? max(0, minimum) : 0
        let upper = maximum != auto && maximum.isFinite ? max(lower, maximum) : automaticColumnWidth
        return min(max(width, lower), upper, max(0, total))
    }

    private func widthsChanged() { viewIfLoaded?.setNeedsLayout() }

    // MARK: The controllers

    /// The children shown in the columns: in the classic style the primary
    /// and secondary controllers (only the primary one while collapsed); in
    /// a column style the navigation controllers of the primary,
    /// supplementary and secondary columns. Setting it in the classic style
    /// replaces the primary and secondary controllers (more than two is
    /// reported; the rest are ignored); in a column style it fills the columns in order.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified {
                if collapsedStorage { return [assigned[.primary]].compactMap { $0 } }
                return [assigned[.primary], assigned[.secondary]].compactMap { $0 }
            }
            let columns: [Column] =
                style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return columns.compactMap { shownController(for: $0) }
        }
        set {
            let columns: [Column] =
                style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            if newValue.count > columns.count {
                Diagnostics.report(
                    "UISplitViewController",
                    "viewControllers takes at most \(columns.count) controllers; the rest are ignored")
            }
            for (index, column) in columns.enumerated() {
                place(index < newValue.count ? newValue[index] : nil, in: column)
            }
        }
    }

    /// Puts `vc` in `column` (nil empties it). In a column style a
    /// controller that is not a navigation controller is wrapped in one; the
    /// classic style has no columns and reports the call (use ``viewControllers``).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Diagnostics.report(
                "UISplitViewController", "setViewController(_:for:) needs a column style (init(style:)); ignored")
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            Diagnostics.report(
                "UISplitViewController", "a double-column split view has no supplementary column; ignored")
            return
        }
        place(vc, in: column)
    }

    /// The controller given for `column` (not the navigation controller it was wrapped in); nil when none.
    open func viewController(for column: Column) -> UIViewController? {
        assigned[column]
    }

    /// The controller a column shows: the wrapper of a column style, or the assigned one.
    func shownController(for column: Column) -> UIViewController? {
        wrappers[column] ?? assigned[column]
    }

    /// Replaces what `column` shows with `vc`: the old controller leaves,
    /// the new one becomes a child, in UIKit's containment order.
    func place(_ vc: UIViewController?, in column: Column) {
        if let vc, assigned[column] === vc { return }
        if let vc, vc === self {
            Diagnostics.report("UISplitViewController", "a split view controller cannot show itself; ignored")
            return
        }
        if collapsedStorage { expandForReplacement() }
        let old = shownController(for: column)
        assigned[column] = vc
        wrappers[column] = nil
        if let vc, style != .unspecified, !(vc is UINavigationController) {
            wrappers[column] = UINavigationController(rootViewController: vc)
        }
        if let old, old.parent === self {
            old.willMove(toParent: nil)
            if old.viewIfLoaded?.superview === viewIfLoaded { old.viewIfLoaded?.removeFromSuperview() }
            old.removeFromParent()
        }
        if let new = shownController(for: column) {
            addChild(new)
            // As UIKit's containers do: the view is shown (and begins to
            // appear) before the child hears didMove(toParent:).
            if let view = viewIfLoaded {
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
            new.didMove(toParent: self)
        }
        applyPrimaryBackground()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The primary column's background follows ``primaryBackgroundStyle``.
    /// A sidebar's color shows under its navigation bar too, as on iOS.
    func applyPrimaryBackground() {
        guard primaryBackgroundStyle == .sidebar, let controller = shownController(for: .primary),
            let primary = controller.viewIfLoaded
        else { return }
        primary.backgroundColor = .secondarySystemBackground
        if let navigation = controller as? UINavigationController { navigation.navigationBar.backgroundColor = .clear }
    }

    // MARK: Showing and hiding columns

    /// Shows `column`: while collapsed, the stack goes back to (or forward
    /// to) that column's controller; while expanded, the display mode
    /// changes so that the column is visible.
    open func show(_ column: Column) {
        if collapsedStorage {
            showCollapsed(column)
            return
        }
        guard column != .secondary, column != .compact else { return }
        let beside = splitBehavior != .overlay
        let mode: DisplayMode
        if style == .tripleColumn, column == .primary {
            mode =
                splitBehavior == .tile
                ? .twoBesideSecondary : splitBehavior == .overlay ? .twoOverSecondary : .twoDisplaceSecondary
        } else {
            mode = beside ? .oneBesideSecondary : .oneOverSecondary
        }
        choose(mode, showing: column)
    }

    /// Hides `column`: while expanded the display mode changes so that it
    /// is not visible (the secondary column cannot be hidden); while
    /// collapsed, hiding the top column goes back in the stack.
    open func hide(_ column: Column) {
        if collapsedStorage {
            hideCollapsed(column)
            return
        }
        let mode: DisplayMode
        switch column {
        case .primary where style == .tripleColumn:
            mode = splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .primary, .supplementary:
            mode = .secondaryOnly
        case .secondary, .compact:
            return
        }
        choose(mode, hiding: column)
    }

    /// Switches to `mode`, telling the delegate which columns show and hide.
    func choose(_ mode: DisplayMode, showing shown: Column? = nil, hiding hidden: Column? = nil) {
        let old = displayMode
        let before = visibleColumns(in: old)
        let after = visibleColumns(in: constrained(mode))
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        chosenDisplayMode = mode
        displayModeMayHaveChanged(from: old)
    }

    /// The columns beside or over the secondary one in `mode`, and the secondary one.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        switch (style == .tripleColumn, mode) {
        case (_, .secondaryOnly), (_, .automatic): return [.secondary]
        case (false, _): return [.primary, .secondary]
        case (true, .oneBesideSecondary), (true, .oneOverSecondary): return [.supplementary, .secondary]
        case (true, _): return [.primary, .supplementary, .secondary]
        }
    }

    /// `mode` as the split behavior allows it (a preferred behavior turns
    /// an overlay into tiling and back), and as the column count allows it.
    func constrained(_ mode: DisplayMode) -> DisplayMode {
        var mode = mode
        if style != .tripleColumn {
            if mode == .twoBesideSecondary || mode == .twoDisplaceSecondary { mode = .oneBesideSecondary }
            if mode == .twoOverSecondary { mode = .oneOverSecondary }
        }
        switch preferredSplitBehavior {
        case .tile:
            if mode == .oneOverSecondary { mode = .oneBesideSecondary }
            if mode == .twoOverSecondary || mode == .twoDisplaceSecondary { mode = .twoBesideSecondary }
        case .overlay:
            if mode == .oneBesideSecondary { mode = .oneOverSecondary }
            if mode == .twoBesideSecondary || mode == .twoDisplaceSecondary { mode = .twoOverSecondary }
        case .displace:
            if mode == .oneOverSecondary { mode = .oneBesideSecondary }
            if mode == .twoOverSecondary || mode == .twoBesideSecondary { mode = .twoDisplaceSecondary }
        case .automatic:
            break
        }
        return mode
    }

    private var lastDisplayMode: DisplayMode = .automatic

    /// Tells the delegate when the display mode changed, and lays the columns out again.
    func displayModeMayHaveChanged(from old: DisplayMode) {
        let new = displayMode
        if new != old, !collapsedStorage { delegate?.splitViewController(self, willChangeTo: new) }
        lastDisplayMode = new
        viewIfLoaded?.setNeedsLayout()
    }

    /// The display mode button: hides the columns beside or over the
    /// secondary one when they show, shows them when they are hidden.
    private func toggleLeadingColumns() {
        if displayMode == .secondaryOnly {
            show(style == .tripleColumn ? .supplementary : .primary)
        } else {
            hide(
                style == .tripleColumn && displayMode != .oneBesideSecondary && displayMode != .oneOverSecondary
                    ? .primary : .supplementary)
        }
    }

    /// A tap on the dimmed secondary column hides the columns over it.
    func dismissOverlay() {
        choose(.secondaryOnly, hiding: style == .tripleColumn ? .supplementary : .primary)
    }

    // MARK: Showing controllers

    /// Shows `vc` as the delegate decides, else in the primary position:
    /// pushed onto the primary navigation controller (or, while collapsed,
    /// onto the collapsed stack); without one, it replaces the primary controller.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let navigation = shownController(for: collapsedStorage ? collapsedColumn : .primary)
            as? UINavigationController
        {
            navigation.pushViewController(vc, animated: true)
        } else {
            place(vc, in: .primary)
        }
    }

    /// Shows `vc` as the delegate decides, else as the secondary
    /// controller: expanded, it replaces the secondary column's controller;
    /// collapsed, it is pushed onto the collapsed stack. The controller
    /// already shown there is ignored.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedStorage {
            guard let collapsed = shownController(for: collapsedColumn) else { return }
            if let navigation = collapsed as? UINavigationController {
                guard navigation.topViewController !== vc else { return }
                navigation.pushViewController(vc, animated: true)
            } else {
                collapsed.show(vc, sender: sender)
            }
            return
        }
        guard assigned[.secondary] !== vc, wrappers[.secondary] !== vc else { return }
        place(vc, in: .secondary)
    }

    // MARK: The view

    /// The container that lays out the columns.
    open override func loadView() {
        view = SplitContainerView(controller: self)
    }

    /// Decides whether to start collapsed, from the traits the view has now.
    open override func viewDidLoad() {
        super.viewDidLoad()
        applyPrimaryBackground()
        updateCollapse()
    }

    /// A change of size class collapses or expands the interface at the
    /// next layout (not while the traits are being handed down the tree).
    override func viewTraitsDidChange(_ previous: UITraitCollection) {
        if traitCollection.horizontalSizeClass != previous.horizontalSizeClass { viewIfLoaded?.setNeedsLayout() }
        super.viewTraitsDidChange(previous)
    }
}
