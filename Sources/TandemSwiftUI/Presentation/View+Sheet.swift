import TandemUIKit

extension View {
    /// Presents `content()` in a page sheet (a `UIHostingController`
    /// presented by the enclosing hosting controller) while `isPresented`
    /// is true. Dismissing it by `dismiss` or in code sets `isPresented` to
    /// false; `onDismiss` runs when it is gone.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier.hosting(isPresented: isPresented, onDismiss: onDismiss, style: .automatic) {
                AnyView(content())
            })
    }

    /// Presents `content(item)` in a page sheet while `item` is not nil; an
    /// item of another identity replaces the sheet. Dismissing it sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier.hosting(item: item, onDismiss: onDismiss, style: .automatic) { AnyView(content($0)) })
    }

    /// Presents `content()` over the whole screen while `isPresented` is
    /// true (the presenter disappears); see `sheet(isPresented:onDismiss:content:)`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier.hosting(isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen) {
                AnyView(content())
            })
    }

    /// Presents `content(item)` over the whole screen while `item` is not nil; see `sheet(item:onDismiss:content:)`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier.hosting(item: item, onDismiss: onDismiss, style: .fullScreen) { AnyView(content($0)) })
    }
}
