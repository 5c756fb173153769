/// Imported publicly: the public declarations below use its types.
public import Foundation

/// `containerRelativeFrame`: on its axes, a frame whose length is worked
/// out from the nearest container's (a scroll view's visible size, else
/// the size the hosting view lays the root out in); the content is
/// proposed that length and aligned in the frame. Other axes pass the
/// proposal through and take the content's size.
struct ContainerRelativeFrame: ViewModifier, PrimitiveModifier, Layout {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    var container: ContainerSize?

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        var layout = self
        let container = updater.environment.containerSize ?? updater.graph.rootContainer
        container.follow(updater)
        layout.container = container
        updater.setLayout(layout)
        // A frame, not a container: the content keeps the stack's axis (``LayoutModifier``).
        updater.reconcile(single: content)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let size = container?.size ?? .zero
        var inner = proposal
        if axes.contains(.horizontal) { inner.width = FrameValidation.length(length(size.width, .horizontal)) }
        if axes.contains(.vertical) { inner.height = FrameValidation.length(length(size.height, .vertical)) }
        return inner
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = inner(proposal)
        let child = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(
            width: axes.contains(.horizontal) ? inner.width ?? child.width : child.width,
            height: axes.contains(.vertical) ? inner.height ?? child.height : child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FrameAlignment.place(subviews, in: bounds, proposal: inner(proposal), alignment: alignment)
    }
}

extension View {
    /// Sizes the view, on `axes`, to `length` of the nearest container's
    /// length on that axis (`{ width, _ in width * 0.6 }`), aligned in that frame.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }

    /// Sizes the view, on `axes`, to the nearest container's size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view, on `axes`, to `span` of `count` equal columns (or
    /// rows) of the nearest container, `spacing` apart:
    /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(1, count)
        let span = min(max(1, span), count)
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }
}
