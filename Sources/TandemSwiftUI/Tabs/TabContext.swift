import TandemUIKit

/// The state of one tab view: the hosting controller of each tab (by the
/// tab's identity), their tags, and the selection binding.
@MainActor
final class TabContext {
    weak var controller: TabViewController?
    private var screens: [ChildKey: UIHostingController<AnyView>] = [:]
    private var tags: [AnyHashable?] = []
    private var selection: TabSelectionAccess?
    /// The environment the tabs were last given, as the tab view received it.
    private var environment: EnvironmentValues?

    /// Makes the tab bar controller show `tabs` and select what the binding says.
    func update(tabs: [TabDescription], selection: TabSelectionAccess?, environment: EnvironmentValues) {
        guard let controller else { return }
        self.selection = selection
        let environmentChanged = !(self.environment?.isIdentical(to: environment) ?? false)
        self.environment = environment
        let tabEnvironment = Self.tabEnvironment(environment)
        var kept: [ChildKey: UIHostingController<AnyView>] = [:]
        let controllers = tabs.map { tab -> UIHostingController<AnyView> in
            let screen = screens[tab.key] ?? UIHostingController(rootView: AnyView(tab.view))
            if screens[tab.key] != nil { screen.rootView = AnyView(tab.view) }
            if environmentChanged || screen.inheritedEnvironment == nil { screen.inheritedEnvironment = tabEnvironment }
            let item = screen.tabBarItem!
            if item.title != tab.title { item.title = tab.title }
            if item.image !== tab.image { item.image = tab.image }
            if item.badgeValue != tab.badge { item.badgeValue = tab.badge }
            kept[tab.key] = screen
            return screen
        }
        screens = kept
        tags = tabs.map(\.tag)
        let current = controller.viewControllers ?? []
        if current.count != controllers.count || !zip(current, controllers).allSatisfy({ $0 === $1 }) {
            controller.setViewControllers(controllers, animated: false)
        }
        if let selection, let index = tags.firstIndex(where: { $0 == selection.get() }),
            index != controller.selectedIndex
        {
            controller.selectedIndex = index
        }
    }

    /// What a tab's content gets of the tab view's environment: all but the
    /// navigation stack around the tab view (a tab is not a screen of it).
    static func tabEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var tabEnvironment = environment
        tabEnvironment.navigationContext = nil
        return tabEnvironment
    }

    /// The user chose the tab at `index`: its tag goes to the binding.
    func userDidSelect(index: Int) {
        guard let selection, tags.indices.contains(index), let tag = tags[index], tag != selection.get() else { return }
        selection.set(tag)
    }
}
