import TandemUIKit

/// A navigation split view as the graph shows it: a UISplitViewController
/// made like any view-controller representable, so it is a child of the
/// enclosing hosting controller; its columns are navigation stacks.
struct NavigationSplitRepresentable: UIViewControllerRepresentable {
    let columns: NavigationSplitContext.Columns
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    func makeCoordinator() -> NavigationSplitContext {
        NavigationSplitContext()
    }

    func makeUIViewController(context: Context) -> UISplitViewController {
        context.coordinator.start(
            columns: columns, environment: context.environment, columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }

    func updateUIViewController(_ uiViewController: UISplitViewController, context: Context) {
        context.coordinator.update(
            columns: columns, environment: context.environment, columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }

    static func dismantleUIViewController(
        _ uiViewController: UISplitViewController, coordinator: NavigationSplitContext
    ) {
        coordinator.tearDown()
    }
}
