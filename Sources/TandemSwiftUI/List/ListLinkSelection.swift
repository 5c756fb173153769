/// The list whose row a view is in, for a `NavigationLink(value:)` there to
/// select its value (held weakly: the list holds its rows).
struct ListLinkSelection {
    weak var table: ListTableView?
}

extension EnvironmentValues {
    private struct SelectingListKey: EnvironmentKey {
        static var defaultValue: ListLinkSelection? { nil }
    }

    /// The list whose row the view is in.
    var selectingList: ListLinkSelection? {
        get { self[SelectingListKey.self] }
        set { self[SelectingListKey.self] = newValue }
    }
}
