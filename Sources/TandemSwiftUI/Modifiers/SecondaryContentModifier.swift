/// Imported publicly: the public declarations below use its types.
public import Foundation

/// Draws a view behind (`background`) or in front of (`overlay`) the
/// modified view, proposed the modified view's size and aligned on it. The
/// modified view alone decides the size.
struct SecondaryContentModifier<Secondary: View>: ViewModifier, SingleItemModifier {
    typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let isBehind: Bool

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(SecondaryLayout(alignment: alignment, contentIndex: isBehind ? 1 : 0))
        // An empty optional draws nothing and holds no state: it is left
        // out rather than given two nodes (a `List` cell's background when
        // its row sets none). The content keeps its key (`.single`), and its node.
        if OptionalValue.isEmpty(secondary) {
            updater.reconcile(single: SingleItem.wrapping(content))
            return
        }
        let main: (ChildKey, any View) = (.single, SingleItem.wrapping(content))
        let extra: (ChildKey, any View) = (.secondary, SingleItem.wrapping(secondary))
        updater.reconcile(isBehind ? [extra, main] : [main, extra])
    }
}

extension View {
    /// Draws `background` behind this view, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, isBehind: true))
    }

    /// Draws `background` behind this view, sized to it. (Disfavored so that
    /// a color picks the shape-style form, as on Apple's platforms.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: background, alignment: alignment, isBehind: true))
    }

    /// Fills the area behind this view with `style`, and on `edges` where
    /// the view reaches the safe area's edge, the safe area beyond it too
    /// (as `ignoresSafeArea(edges:)` extends a view).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        // One leaf that extends itself, not a fill in an `ignoresSafeArea`
        // node: a list's rows each have a background.
        modifier(
            SecondaryContentModifier(
                secondary: _ShapeView(shape: Rectangle(), style: style, ignoringSafeAreaEdges: edges),
                alignment: .center, isBehind: true))
    }

    /// Fills `shape` behind this view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        modifier(
            SecondaryContentModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, isBehind: true)
        )
    }

    /// Draws `overlay` in front of this view, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, isBehind: false))
    }

    /// Draws `overlay` in front of this view, sized to it. (Disfavored so that
    /// a color picks the shape-style form, as on Apple's platforms.)
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: overlay, alignment: alignment, isBehind: false))
    }

    /// Fills the area in front of this view with `style`, and on `edges`
    /// where the view reaches the safe area's edge, the safe area beyond it
    /// too (as `ignoresSafeArea(edges:)` extends a view).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            SecondaryContentModifier(
                secondary: _ShapeView(shape: Rectangle(), style: style, ignoringSafeAreaEdges: edges),
                alignment: .center, isBehind: false))
    }

    /// A border of `width` drawn with `content` inside this view's edges.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
