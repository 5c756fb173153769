import Foundation

/// What a navigation bar shows for one controller: its title and bar button items.
@preconcurrency @MainActor
open class UINavigationItem {
    /// How large the title is shown.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic = 0
        /// Large.
        case always = 1
        /// Inline.
        case never = 2
    }

    /// The title; the controller's title unless set.
    open var title: String? {
        didSet {
            titleIsFromController = false
            changed()
        }
    }
    /// A view shown in the middle of the bar instead of the inline title, at
    /// its frame's size (its intrinsic size when the frame is empty), within the space the buttons leave.
    open var titleView: UIView? { didSet { changed() } }
    /// The item on the leading side (replaces the back button unless
    /// ``leftItemsSupplementBackButton``).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the leading side.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The item on the trailing side.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the trailing side, from the trailing edge.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether leading items are shown beside the back button.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// The back button shown for this item on the NEXT controller's bar
    /// (the one pushed above it): its title (empty: the chevron alone) wins
    /// over ``backButtonTitle`` and ``backButtonDisplayMode``; tapping it pops.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title of the back button shown for this item on the next
    /// controller's bar (empty: the chevron alone); nil uses the item's title.
    open var backButtonTitle: String? { didSet { changed() } }
    /// Which title the back button to this item shows when there is no ``backBarButtonItem``.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// How large the title is shown when the bar's `prefersLargeTitles` is
    /// set: `.automatic` (the default) as the item below it (the root: large).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// The search controller whose search bar the navigation bar shows under
    /// its title (52 points tall) while this item is on top; nil for none.
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar hides as the content scrolls up; true by
    /// default. Kept but not acted on: Tandem always shows the bar.
    open var hidesSearchBarWhenScrolling = true

    /// The bar's look at its standard height while this item is on top; nil
    /// uses the bar's. Assigning copies the appearance.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue?.copy(); changed() }
    }
    /// The bar's look in a compact-height environment while this item is on top; nil uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy(); changed() }
    }
    /// The bar's look at the content's top scroll edge while this item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); changed() }
    }
    /// The bar's compact-height look at the scroll edge while this item is on top; nil uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy(); changed() }
    }
    private var appearances = (
        standard: UINavigationBarAppearance?.none, compact: UINavigationBarAppearance?.none,
        scrollEdge: UINavigationBarAppearance?.none, compactScrollEdge: UINavigationBarAppearance?.none
    )

    /// Whether ``title`` follows the controller's title.
    var titleIsFromController = false
    /// Tells the bar that shows the item to redraw.
    var onChange: (() -> Void)?

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
    }

    /// Sets the trailing item (never animated in Tandem).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the leading item (never animated in Tandem).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Hides or shows the back button (never animated in Tandem).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    func controllerTitleDidChange(_ title: String?) {
        guard titleIsFromController else { return }
        self.title = title
        titleIsFromController = true
    }

    private func changed() {
        onChange?()
    }
}
