public import Foundation
import TandemGraphics

/// A controller that runs a search from its ``searchBar``: it becomes active
/// when the user starts editing the bar, asks its ``searchResultsUpdater``
/// to update as the search changes, and shows its results controller over
/// the content while active.
///
/// Put the bar in a navigation bar with `navigationItem.searchController`
/// (it shows under the title, 52 points tall), or anywhere in a view.
/// Becoming active — a tap in the bar's field, or ``isActive`` set to true —
/// tells the ``delegate`` (`willPresent`, `didPresent`), shows the bar's
/// Cancel button (``automaticallyShowsCancelButton``) and its scope bar
/// (``automaticallyShowsScopeBar``, when it has scope titles), covers the
/// content below the bar with a dimming view
/// (``obscuresBackgroundDuringPresentation``; tapping it ends the search)
/// and with the results controller's view while the search text is not
/// empty (or always, with ``showsSearchResultsController``), and asks the
/// updater. Every edit by the user and every scope change asks it again.
/// The Cancel button clears the text and ends the search: the keyboard goes,
/// the dimming and results go, the delegate hears `willDismiss` and
/// `didDismiss`, and the updater is asked one last time. Setting
/// ``isActive`` to false ends it the same way but keeps the text.
///
/// The bar's own ``UISearchBar/delegate`` stays the app's: the controller
/// follows the bar through a link of its own. Main actor only.
///
/// Where Tandem differs: nothing animates, and the navigation bar stays in
/// place while active (``hidesNavigationBarDuringPresentation`` is kept but
/// iOS's slide of the search bar into the bar's place is not done). The
/// results controller's view is added over the content without becoming a
/// child controller; it is not told of appearance. With
/// `hidesSearchBarWhenScrolling` the bar does not hide as the content scrolls.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar; the controller follows its edits, Cancel and scope buttons.
    public let searchBar: UISearchBar
    /// The controller that shows the results; nil to show them in the
    /// controller that holds the search (the dimming view alone covers it).
    public private(set) var searchResultsController: UIViewController?
    /// Asked to update the results whenever the search changes; held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as the search becomes active and ends; held weakly.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether a dimming view covers the content below the bar while the
    /// search is active and the results do not show; true by default.
    open var obscuresBackgroundDuringPresentation = true { didSet { layoutOverlay() } }
    /// The name of ``obscuresBackgroundDuringPresentation`` before iOS 12.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while the search is active; true by
    /// default. Kept but not acted on: the bar stays in place in Tandem.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while active; true by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope bar shows while active; true by default.
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows even while the search text is
    /// empty; false by default (it shows once there is text).
    open var showsSearchResultsController = false { didSet { layoutOverlay() } }
    /// Whether the results controller shows by itself once there is text; true by default.
    open var automaticallyShowsSearchResultsController = true { didSet { layoutOverlay() } }

    /// Whether the search is under way. Setting it starts or ends the search
    /// as the user's tap and Cancel do (ending keeps the text).
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    private var active = false
    /// Set while the delegate is asked to present; its default implementation clears it.
    var delegatePresentsItself = false
    /// The navigation bar showing ``searchBar``, when a navigation item holds this controller.
    weak var hostingNavigationBar: UINavigationBar?
    /// Covers the content below the bar while active.
    let dimmingView = UIView()

    /// Creates a search controller whose results show in `searchResultsController`
    /// (nil: the results show in the controller that holds the search).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimmingTapped))
    }

    /// Creates a search controller whose results show in the controller that holds the search.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Controllers are not archived on Linux; this makes a controller without a results controller.
    public required init?(coder: NSCoder) {
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// A clear view that holds the dimming view and the results controller's view.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .clear
        view = root
    }

    // MARK: Activity

    private func activate() {
        guard !active else { return }
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            searchBar.setShowsScope(true, animated: false)
            hostingNavigationBar?.reload()
        }
        delegatePresentsItself = true
        if let delegate { delegate.presentSearchController(self) } else { delegatePresentsItself = false }
        if !delegatePresentsItself { showOverlay() }
        if !searchBar.searchTextField.isEditing { searchBar.becomeFirstResponder() }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        guard active else { return }
        delegate?.willDismissSearchController(self)
        active = false
        if searchBar.searchTextField.isEditing { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
        if automaticallyShowsScopeBar, searchBar.showsScopeBar {
            searchBar.setShowsScope(false, animated: false)
            hostingNavigationBar?.reload()
        }
        viewIfLoaded?.removeFromSuperview()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    private func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        isActive = false
    }

    // MARK: Following the bar

    /// The user began editing the bar: the search becomes active.
    func searchBarDidBeginEditing() { activate() }

    /// The user edited the text: the results update (and show once there is text).
    func searchBarTextDidChange() {
        guard active else { return }
        layoutOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user picked another scope: the results update.
    func searchBarScopeDidChange() {
        guard active else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel: the text is cleared and the search ends.
    func searchBarCancelled() {
        searchBar.text = ""
        deactivate()
    }

    // MARK: The overlay

    /// Whether the results controller's view shows now.
    package var showsResults: Bool {
        guard active, searchResultsController != nil else { return false }
        return showsSearchResultsController
            || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty)
    }

    /// The view the overlay goes in: the navigation controller's view when a
    /// navigation bar shows the search bar, else the bar's window.
    private var overlayHost: UIView? {
        if let bar = hostingNavigationBar, let container = bar.superview { return container }
        return searchBar.window
    }

    private func showOverlay() {
        guard let host = overlayHost else { return }
        host.addSubview(view)
        layoutOverlay()
    }

    /// Covers the host below the search bar with the dimming view and the results.
    func layoutOverlay() {
        guard active, let root = viewIfLoaded, let host = root.superview else { return }
        let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: host).y
        root.frame = CGRect(
            x: 0, y: barBottom, width: host.bounds.width, height: max(0, host.bounds.height - barBottom))
        let results = searchResultsController?.view
        if showsResults, let results {
            if results.superview !== root { root.addSubview(results) }
            results.frame = root.bounds
            dimmingView.removeFromSuperview()
        } else {
            if let results, results.superview === root { results.removeFromSuperview() }
            if obscuresBackgroundDuringPresentation {
                if dimmingView.superview !== root { root.insertSubview(dimmingView, at: 0) }
                dimmingView.frame = root.bounds
            } else {
                dimmingView.removeFromSuperview()
            }
        }
        // Without dimming or results, touches reach the content below.
        root.isUserInteractionEnabled = !root.subviews.isEmpty
    }
}
