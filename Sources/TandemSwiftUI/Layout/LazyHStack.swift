/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A horizontal stack that builds its columns only as they come into view in
/// the enclosing horizontal `ScrollView`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack of the views `content` builds.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension LazyHStack: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LazyStackUpdate.update(updater, axis: .horizontal, alignment: alignment.key, spacing: spacing, content: content)
    }
}
