import Foundation

/// The search field's delegate: turns the field's questions and news into
/// the search bar delegate's, as iOS's search bar does for its own field.
///
/// It is a separate object so that `UISearchBar` does not publicly conform
/// to `UITextFieldDelegate` (Apple's does not either). The bar holds it
/// strongly because the field's `delegate` is weak.
@MainActor
final class SearchFieldDelegateProxy: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the Search key: the delegate hears of it and editing goes on
    /// (iOS's search bar keeps the keyboard up until the app resigns it).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
