extension View {
    /// Adds `content`'s items to the toolbar of the screen this view is in:
    /// in a navigation stack, bar button items of the screen's hosting
    /// controller's navigation item. Toolbars of nested views are combined, in view order.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: content().entries))
    }
}

extension View {
    /// Adds each view of `content` to the toolbar at the automatic
    /// placement (the navigation bar's trailing end on iOS), as if written
    /// in a `ToolbarItemGroup`: `.toolbar { Button("Add") { ... } }`.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, content: content(), splits: true)]))
    }
}
