/// The modifier behind `searchable`: keeps the screen's search field and
/// whether it is searching, tells the views inside (`isSearching`,
/// `dismissSearch`), and asks the screen's navigation bar for the field.
struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: String?

    @State private var field = SearchField()
    @State private var isSearching = false
    @Environment(\.searchSubmitAction) private var submit

    func body(content: Content) -> some View {
        // With an `isPresented` binding, the binding says whether the search is under way.
        let searching = isPresented?.wrappedValue ?? isSearching
        let field = field
        return
            content
            .environment(\.isSearching, searching)
            .environment(\.dismissSearch, DismissSearchAction { field.dismiss() })
            .preference(
                key: SearchFieldKey.self,
                value: SearchFieldRequest(
                    field: field, text: text.wrappedValue, prompt: prompt, placement: placement,
                    presented: isPresented?.wrappedValue, connection: connection))
    }

    /// What the field writes back to and runs, handed over with each request.
    private var connection: SearchFieldRequest.Connection {
        SearchFieldRequest.Connection(text: text, isPresented: isPresented, isSearching: $isSearching, submit: submit)
    }
}
