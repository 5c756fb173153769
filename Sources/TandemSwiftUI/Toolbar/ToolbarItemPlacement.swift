/// Where a toolbar item goes.
///
/// In a navigation stack, leading placements become the hosting
/// controller's `navigationItem.leftBarButtonItems`, trailing ones (and
/// `.automatic`, `.primaryAction`, `.confirmationAction`) its
/// `rightBarButtonItems`. `.principal` and `.bottomBar` are kept but not
/// drawn by Tandem's bars (see docs/Compatibility.md).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, principal, leading, trailing, bottomBar, primaryAction, cancellationAction, confirmationAction
    }

    let kind: Kind

    /// The system's choice: the trailing side of the navigation bar.
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The middle of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// The leading side of the navigation bar.
    @available(iOS, deprecated: 100000.0, message: "use topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The trailing side of the navigation bar.
    @available(iOS, deprecated: 100000.0, message: "use topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The leading side of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The trailing side of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
    /// The most common action: the trailing side of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    /// The action that cancels a modal screen: the leading side.
    public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
    /// The action that confirms a modal screen: the trailing side.
    public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
}
