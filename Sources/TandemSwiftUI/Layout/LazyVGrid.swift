/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A grid that grows vertically, its columns given by grid items, building
/// its rows only as they come into view in the enclosing `ScrollView`.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, its rows `spacing` apart.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension LazyVGrid: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LazyGridUpdate.update(
            updater, axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing, content: content)
    }
}
