import TandemUIKit

/// A navigation stack as the graph shows it: a UINavigationController made
/// like any view-controller representable, so it is a child of the
/// enclosing hosting controller; its screens are hosting controllers.
struct NavigationStackRepresentable: UIViewControllerRepresentable {
    let root: AnyView
    let path: NavigationPathAccess?

    func makeCoordinator() -> NavigationContext {
        NavigationContext()
    }

    func makeUIViewController(context: Context) -> NavigationStackController {
        context.coordinator.start(root: root, environment: context.environment, path: path)
    }

    func updateUIViewController(_ uiViewController: NavigationStackController, context: Context) {
        context.coordinator.update(root: root, environment: context.environment, path: path)
    }

    static func dismantleUIViewController(_ uiViewController: NavigationStackController, coordinator: NavigationContext)
    {
        coordinator.tearDown()
    }
}
