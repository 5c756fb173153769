/// An action that ends the search of the `searchable` modifier around the
/// view that reads it: `isSearching` becomes false, the field's text is
/// cleared and the field loses focus. It does nothing while no search is
/// under way, and outside a searchable view.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Ends the search under way, if any.
    @MainActor public func callAsFunction() {
        action()
    }
}
