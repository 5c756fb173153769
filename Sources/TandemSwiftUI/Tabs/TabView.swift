/// Tabs: each view of the content is a tab, labeled by its `tabItem`,
/// identified by its `tag`, chosen with the tab bar.
///
/// Backed by a `UITabBarController` child of the enclosing hosting
/// controller; each tab's content is shown by its own `UIHostingController`,
/// kept while the tab exists, so a tab keeps its state when another is
/// selected. Tapping a tab writes its tag to the selection binding; setting
/// the binding selects the tab with that tag.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selection is bound to `selection` (matched with the tabs' tags).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tabs, shown by a UIKit tab bar controller.
    public var body: some View {
        TabViewRepresentable(
            tabs: TabDescription.collect(content),
            selection: selection.map { binding in
                TabSelectionAccess(get: { AnyHashable(binding.wrappedValue) }, set: { tag in
                    if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
                })
            })
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs whose selection the tab bar keeps (the first tab is selected first).
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}
