/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A grid that grows horizontally, its rows given by grid items, building
/// its columns only as they come into view in the enclosing horizontal `ScrollView`.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, its columns `spacing` apart.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension LazyHGrid: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LazyGridUpdate.update(
            updater, axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing, content: content)
    }
}
