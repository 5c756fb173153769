/// A column of a `NavigationSplitView`: which one shows on top when the
/// split view collapses into one stack (`preferredCompactColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case sidebar, content, detail
    }

    let kind: Kind

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}
