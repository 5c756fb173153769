/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A vertical stack that builds its rows only as they come into view in the
/// enclosing `ScrollView` (every row outside one).
///
/// It takes the width it is offered; its height is the rows' lengths, those
/// not built yet counted as the average of the built ones.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack of the views `content` builds.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension LazyVStack: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LazyStackUpdate.update(updater, axis: .vertical, alignment: alignment.key, spacing: spacing, content: content)
    }
}
