/// A view that is one of several views: an `if`/`else` or an optional.
@MainActor
protocol ViewChoiceType {
    /// The types it may show.
    static var choiceTypes: [any View.Type] { get }
}

extension _ConditionalContent: ViewChoiceType {
    static var choiceTypes: [any View.Type] { [TrueContent.self, FalseContent.self] }
}

extension Optional: ViewChoiceType where Wrapped: View {
    static var choiceTypes: [any View.Type] { [Wrapped.self] }
}
