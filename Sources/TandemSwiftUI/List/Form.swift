import Foundation

/// A container of grouped controls, in sections: drawn as an inset grouped `List`.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of the content, inset grouped.
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
