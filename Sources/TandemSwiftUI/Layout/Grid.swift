/// Imported publicly: the public declarations below use its types.
public import Foundation

/// Views in rows and columns: each ``GridRow`` is a row whose views are
/// its cells, one per column; any other view is a row of its own that
/// spans every column (a `Divider` between rows).
///
/// A column is as wide as its widest cell and a row as tall as its tallest;
/// width left over goes to the columns whose cells can grow, as a stack
/// gives it (``GridLayout``). Draws nothing itself.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid of the rows `content` builds. Cells are aligned on
    /// `alignment` unless their row or column says otherwise, and are
    /// `horizontalSpacing` and `verticalSpacing` apart (the system spacing when `nil`).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Grid: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LayoutView(layout: layout, content: content).updateNode(updater)
    }
}
