/// A navigation stack (the stack style; the column style of larger screens
/// is not provided): its content is the root screen, `NavigationLink`s push
/// screens on it.
///
/// Backed by a `UINavigationController` child of the enclosing hosting
/// controller, like `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content` as its root screen.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The stack, shown by a UIKit navigation controller.
    public var body: some View {
        NavigationStackRepresentable(root: AnyView(content), path: nil)
    }
}
