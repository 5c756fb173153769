/// Two or three columns — a sidebar, an optional content column, and a
/// detail — where a choice in a column shows what it chose in the next.
///
/// Backed by a `UISplitViewController` that is a child of the enclosing
/// hosting controller; each column is a navigation stack of its own, whose
/// screens are `UIHostingController`s. On a regular width the columns show
/// side by side (`columnVisibility` and `navigationSplitViewStyle` decide
/// which, and how); on a compact width they collapse into one stack, the
/// sidebar on top unless `preferredCompactColumn` says otherwise.
///
/// A `NavigationLink(value:)` in a `List` with a selection of the link's
/// value type selects its value and shows the next column (pushed, while
/// collapsed); going back past that column clears the selection, as on
/// iOS. Other links push onto their own column's stack.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// The columns, shown by a UIKit split view controller.
    public var body: some View {
        NavigationSplitRepresentable(
            columns: NavigationSplitContext.Columns(
                sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail)),
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView {
    /// Three columns: a sidebar, a content column and a detail.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
        preferredCompactColumn = nil
    }

    /// Three columns whose visibility on a regular width follows `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
    }

    /// Three columns with their visibility, and the column on top when collapsed, bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
        preferredCompactColumn = nil
    }

    /// Two columns whose visibility on a regular width follows `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
    }

    /// Two columns, the one on top when collapsed bound to `preferredCompactColumn`.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Two columns with their visibility, and the column on top when collapsed, bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }
}
