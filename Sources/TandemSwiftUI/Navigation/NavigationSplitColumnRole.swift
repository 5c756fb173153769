/// What the screens of a split view's column know of it: the split view
/// (held weakly: the split view holds the column's screens) and which
/// column they are in.
struct NavigationSplitColumnRole {
    weak var split: NavigationSplitContext?
    let column: NavigationSplitViewColumn
}
