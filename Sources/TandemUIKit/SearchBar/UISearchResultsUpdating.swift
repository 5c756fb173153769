import Foundation

/// The object a search controller asks to update its results whenever the
/// search changes.
///
/// Called on the main actor when the controller becomes active, on every
/// edit of the search bar's text by the user, when the user picks another
/// scope button, and when the controller stops being active.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text, scope or the controller's activity changed;
    /// update what the results show.
    func updateSearchResults(for searchController: UISearchController)
}
