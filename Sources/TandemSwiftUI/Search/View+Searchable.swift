extension View {
    /// Adds a search field to the navigation bar of this view's screen,
    /// under the title, whose text is `text`.
    ///
    /// Each edit writes `text`; setting `text` shows it in the field. Views
    /// inside read `isSearching` (true from the field's activation until
    /// the search ends) and `dismissSearch`. Cancel clears the text and ends
    /// the search; the Search key runs `.onSubmit(of: .search)` actions set
    /// around this modifier. A screen outside a navigation stack shows no
    /// field, as on iOS; the outermost `searchable` of a screen wins.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt?.string))
    }

    /// A search field prompting with a localized key.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field prompting with a string (not localized).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose activation `isPresented` follows: setting it to
    /// true activates the field, false ends the search (keeping the text);
    /// the user's activation and Cancel write it.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        modifier(
            SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.string))
    }

    /// A search field with an activation binding, prompting with a localized key.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with an activation binding, prompting with a string (not localized).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }
}
