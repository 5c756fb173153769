extension EnvironmentValues {
    private struct IsSearchingKey: EnvironmentKey {
        static let defaultValue = false
    }

    private struct DismissSearchKey: EnvironmentKey {
        static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
    }

    private struct SearchSubmitActionKey: EnvironmentKey {
        static var defaultValue: SubmitAction? { nil }
    }

    /// Whether the user is searching with the field of the `searchable`
    /// modifier around this view: true from the moment the field is
    /// activated until the search ends (Cancel, `dismissSearch`, or the
    /// `isPresented` binding set to false).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` modifier around this view.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// What `.onSubmit(of: .search)` runs when the user submits a search (the Search key).
    var searchSubmitAction: SubmitAction? {
        get { self[SearchSubmitActionKey.self] }
        set { self[SearchSubmitActionKey.self] = newValue }
    }
}
