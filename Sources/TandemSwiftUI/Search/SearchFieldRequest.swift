/// What a `searchable` modifier asks of its screen's navigation item, read
/// from preferences after each update pass: the field (one per modifier,
/// kept across updates), and what it shows.
struct SearchFieldRequest: Equatable {
    /// The bindings and actions the field writes back to and runs: handed
    /// to it with every request, never compared.
    struct Connection {
        let text: Binding<String>
        let isPresented: Binding<Bool>?
        let isSearching: Binding<Bool>
        let submit: SubmitAction?
    }

    let field: SearchField
    let text: String
    let prompt: String?
    let placement: SearchFieldPlacement
    /// What an `isPresented` binding asks: nil without one.
    let presented: Bool?
    let connection: Connection

    /// The same field showing the same text, prompt, placement and presentation.
    static func == (lhs: SearchFieldRequest, rhs: SearchFieldRequest) -> Bool {
        lhs.field === rhs.field && lhs.text == rhs.text && lhs.prompt == rhs.prompt
            && lhs.placement == rhs.placement && lhs.presented == rhs.presented
    }
}
