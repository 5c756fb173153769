/// Tabs: each view of the content is a tab, labeled by its `tabItem`,
/// identified by its `tag`, chosen with the tab bar.
///
/// Backed by a `UITabBarController` child of the enclosing hosting
/// controller; each tab's content is shown by its own `UIHostingController`,
/// kept while the tab exists, so a tab keeps its state when another is
/// selected. Tapping a tab writes its tag to the selection binding; setting
/// the binding selects the tab with that tag. A custom view in the content
/// whose body is several views gives several tabs, and one whose body sets
/// its tab's item, tag or badge is read through, as in SwiftUI (its state
/// is kept by the tab view while it is in the content).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selection is bound to `selection` (matched with the tabs' tags).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension TabView: PrimitiveView {
    /// Enumerates the tabs, reading through the custom views that need it
    /// (their nodes kept in the detached scope), and shows them with a UIKit
    /// tab bar controller.
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let resolver = ViewListResolver(
            detachedIn: updater, environment: TabContext.tabEnvironment(updater.environment))
        let tabs = TabDescription.collect(content, resolver: resolver)
        resolver.finish()
        let representable = TabViewRepresentable(
            tabs: tabs,
            selection: selection.map { binding in
                TabSelectionAccess(
                    get: { AnyHashable(binding.wrappedValue) },
                    set: { tag in
                        if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
                    })
            })
        updater.reconcile(single: representable)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs whose selection the tab bar keeps (the first tab is selected first).
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}
