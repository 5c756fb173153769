import TandemUIKit

extension View {
    /// Presents `content()` in a popover attached to this view while
    /// `isPresented` is true: a `UIPopoverPresentationController` whose
    /// arrow points at `attachmentAnchor`, placed at the anchor's `arrowEdge`
    /// (nil: where there is room). In a compact
    /// width (a phone) UIKit adapts it to a sheet, as SwiftUI's popover is
    /// shown on iPhone. Dismissing it sets `isPresented` to false.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        var modifier = PresentationModifier.hosting(isPresented: isPresented, onDismiss: nil, style: .popover) {
            AnyView(content())
        }
        modifier.popover = PopoverPlacement(anchor: attachmentAnchor, arrowEdge: arrowEdge)
        return self.modifier(modifier)
    }

    /// Presents `content(item)` in a popover attached to this view while
    /// `item` is not nil (another identity replaces it); dismissing it sets `item` to nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        var modifier = PresentationModifier.hosting(item: item, onDismiss: nil, style: .popover) {
            AnyView(content($0))
        }
        modifier.popover = PopoverPlacement(anchor: attachmentAnchor, arrowEdge: arrowEdge)
        return self.modifier(modifier)
    }
}
