import Foundation

/// A group of rows in a `List` or `Form`, with an optional header and
/// footer. Outside a list, its header, content and footer show in order.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with `content`, a `header` and a `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// Outside a list: the header, the content and the footer.
    public var body: some View {
        Group {
            header
            content
            footer
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section with `content` and a `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (the older form, header first).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with `content` and a `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer (the older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// A section with a header and a footer (the older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section headed by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: ListContentSource {
    func appendListContent(to list: inout ListContent, prefix: [AnyHashable]) {
        let header: (any View)? = header is EmptyView ? nil : header
        let footer: (any View)? = footer is EmptyView ? nil : footer
        list.addSection(key: AnyHashable(prefix), header: header, footer: footer, content: content)
    }
}
