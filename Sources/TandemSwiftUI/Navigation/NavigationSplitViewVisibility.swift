/// Which columns of a `NavigationSplitView` show on a regular width.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// The platform's choice for the space there is.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The content and detail columns of three; both columns of two.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}
