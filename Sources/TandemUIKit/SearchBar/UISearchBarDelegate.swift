public import Foundation

/// What a search bar asks and tells its delegate while it is edited and its
/// buttons are tapped.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`): editing may begin, end and change, and nothing else
/// happens. `searchBar(_:textDidChange:)` follows the user's edits only —
/// typing, deleting, pasting, the clear button — never text set in code, as
/// on iOS. Apple's protocol also refines `UIBarPositioningDelegate`, which
/// Tandem does not provide.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The user changed the text; `searchText` is the whole new text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the characters in `range` (UTF-16 offsets of the current text)
    /// may be replaced by `text`; asked before every edit by the user.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Whether editing may begin (a tap on the field, or `becomeFirstResponder()`).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The bookmark button was tapped. Tandem draws no bookmark button, so it never calls this.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped. The bar neither clears its text nor
    /// ends editing by itself, as on iOS.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The keyboard's Search (Return) key was pressed. The bar does not end
    /// editing by itself, as on iOS.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button was tapped. Tandem draws no results-list button, so it never calls this.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user chose another scope button; not called when
    /// ``UISearchBar/selectedScopeButtonIndex`` is set in code.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Returns true.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        true
    }
    /// Returns true.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Returns true.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
