/// A group of windows showing the same content. Tandem opens one window per group.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    let title: String?

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window group with a localized title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = Text(title).string
    }

    /// A window group with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }

    /// Never called: a primitive scene.
    public var body: Never { primitiveBodyCalled(Self.self) }
}
