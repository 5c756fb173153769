import TandemUIKit

/// A tab view as the graph shows it: a UITabBarController made like any
/// view-controller representable (a child of the enclosing hosting controller).
struct TabViewRepresentable: UIViewControllerRepresentable {
    let tabs: [TabDescription]
    let selection: TabSelectionAccess?

    func makeCoordinator() -> TabContext {
        TabContext()
    }

    func makeUIViewController(context: Context) -> TabViewController {
        let controller = TabViewController()
        context.coordinator.controller = controller
        controller.context = context.coordinator
        context.coordinator.update(tabs: tabs, selection: selection, environment: context.environment)
        return controller
    }

    func updateUIViewController(_ uiViewController: TabViewController, context: Context) {
        context.coordinator.update(tabs: tabs, selection: selection, environment: context.environment)
    }
}
