import Foundation

/// Lays out its content where the node itself is placed: one subview at
/// its own size, several as a centered vertical stack (a modifier's content
/// that is a tuple).
struct PassthroughLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GroupLayout.sizeThatFits(proposal, items: subviews.nodes)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        GroupLayout.place(items: subviews.nodes, in: bounds, proposal: proposal)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.count == 1
            ? GuidePassThrough.value(guide.key, subviews: subviews, proposal: proposal, origin: .zero) : nil
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.count == 1
            ? GuidePassThrough.value(guide.key, subviews: subviews, proposal: proposal, origin: .zero) : nil
    }
}

/// A view laid out as one subview whatever its content: the content and
/// the secondary view of `background` and `overlay`.
struct SingleItem<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }

    /// `content` as one subview: itself when it always is one, else in a `SingleItem`.
    static func wrapping(_ content: Content) -> any View {
        // Asked of the type's evaluator, found once per type: a dynamic cast
        // here cost a conformance look-up for every background and overlay.
        if NodeEvaluator.evaluator(for: Content.self).isSingleLayoutItem { return content }
        return SingleItem(content: content)
    }
}
