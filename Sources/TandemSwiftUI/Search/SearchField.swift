import TandemUIKit

/// The search field of one `searchable` modifier: a `UISearchController`
/// that its screen's navigation item shows, kept as long as the modifier.
///
/// It follows the user: each edit writes the text binding, activation and
/// Cancel write `isSearching` (and the `isPresented` binding), and the
/// Search key runs the `.onSubmit(of: .search)` actions. The modifier's
/// screen applies each new request (``apply(_:)``) after an update pass;
/// what that changes in UIKit is not reported back, so nothing the
/// screen's update asked for is written during it.
@MainActor
final class SearchField: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    /// The controller the navigation item shows, made when first shown: a
    /// modifier's `@State` makes a field each time the modifier is made,
    /// and keeps only the first.
    private(set) lazy var controller = makeController()
    /// The bindings and actions of the last request applied.
    private var text: Binding<String>?
    private var isPresented: Binding<Bool>?
    private var isSearching: Binding<Bool>?
    private var submit: SubmitAction?
    /// Set while ``apply(_:)`` changes the controller: its callbacks then report nothing.
    private var isApplying = false

    private func makeController() -> UISearchController {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchResultsUpdater = self
        controller.delegate = self
        controller.searchBar.delegate = self
        // SwiftUI's search filters the screen's own content, which stays usable while searching.
        controller.obscuresBackgroundDuringPresentation = false
        controller.searchBar.placeholder = "Search"
        return controller
    }

    /// Connects the modifier's bindings and actions (on every pass: a
    /// binding may change without the text it reads changing).
    func connect(_ connection: SearchFieldRequest.Connection) {
        text = connection.text
        isPresented = connection.isPresented
        isSearching = connection.isSearching
        submit = connection.submit
    }

    /// Shows what `request` asks: the prompt, the text and, with an
    /// `isPresented` binding, whether the search is active.
    func apply(_ request: SearchFieldRequest) {
        isApplying = true
        defer { isApplying = false }
        let bar = controller.searchBar
        let placeholder = request.prompt ?? "Search"
        if bar.placeholder != placeholder { bar.placeholder = placeholder }
        if (bar.text ?? "") != request.text { bar.text = request.text }
        if let presented = request.presented, presented != controller.isActive { controller.isActive = presented }
    }

    /// `dismissSearch`: clears the text and ends the search, if one is under way.
    func dismiss() {
        guard text != nil, controller.isActive else { return }
        controller.searchBar.text = ""
        controller.isActive = false
    }

    // MARK: Following the user

    func updateSearchResults(for searchController: UISearchController) {
        guard !isApplying, let text else { return }
        let typed = searchController.searchBar.text ?? ""
        if text.wrappedValue != typed { text.wrappedValue = typed }
    }

    func willPresentSearchController(_ searchController: UISearchController) {
        report(searching: true)
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        report(searching: false)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        submit?()
    }

    private func report(searching: Bool) {
        guard !isApplying else { return }
        if let isSearching, isSearching.wrappedValue != searching { isSearching.wrappedValue = searching }
        if let isPresented, isPresented.wrappedValue != searching { isPresented.wrappedValue = searching }
    }
}
