/// A stack of screens: the root, and the screens pushed on it by
/// `NavigationLink`s, `navigationDestination` modifiers or the bound path.
///
/// Backed by a `UINavigationController` that is a child of the enclosing
/// hosting controller; each screen is a `UIHostingController` pushed on it,
/// and its navigation bar shows the screen's `navigationTitle` and
/// `toolbar`. The back button pops (writing the bound path back), and
/// `@Environment(\.dismiss)` in a pushed screen pops it. A covered screen
/// keeps its state; a popped screen's state is gone.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?

    /// The stack, shown by a UIKit navigation controller.
    public var body: some View {
        NavigationStackRepresentable(root: AnyView(root), path: path)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack whose path it manages itself (value links push onto it).
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack showing the values of `path` above the root: changing the
    /// path pushes and pops, popping by the back button removes values.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing the values of a typed `path` above the root.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }
}
