import TandemUIKit

extension View {
    /// Presents `content()` in a page sheet (a `UIHostingController`
    /// presented by the enclosing hosting controller) while `isPresented`
    /// is true. Dismissing it by `dismiss` or in code sets `isPresented` to
    /// false; `onDismiss` runs when it is gone.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier.hosting(
            id: isPresented.wrappedValue ? AnyHashable(true) : nil, reset: { isPresented.wrappedValue = false },
            onDismiss: onDismiss, style: .automatic, content: { AnyView(content()) }))
    }

    /// Presents `content(item)` in a page sheet while `item` is not nil; an
    /// item of another identity replaces the sheet. Dismissing it sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let shown = item.wrappedValue
        return modifier(PresentationModifier.hosting(
            id: shown.map { AnyHashable($0.id) }, reset: { item.wrappedValue = nil }, onDismiss: onDismiss, style: .automatic,
            content: { shown.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }

    /// Presents `content()` over the whole screen while `isPresented` is
    /// true (the presenter disappears); see `sheet(isPresented:onDismiss:content:)`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier.hosting(
            id: isPresented.wrappedValue ? AnyHashable(true) : nil, reset: { isPresented.wrappedValue = false },
            onDismiss: onDismiss, style: .fullScreen, content: { AnyView(content()) }))
    }

    /// Presents `content(item)` over the whole screen while `item` is not nil; see `sheet(item:onDismiss:content:)`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let shown = item.wrappedValue
        return modifier(PresentationModifier.hosting(
            id: shown.map { AnyHashable($0.id) }, reset: { item.wrappedValue = nil }, onDismiss: onDismiss, style: .fullScreen,
            content: { shown.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }
}
