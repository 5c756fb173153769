public import Foundation

extension View {
    /// Draws the view moved by `offset`; its layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Draws the view moved by (`x`, `y`); its layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centers the view at `position` in the space its parent offers, which it takes whole.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionLayout(position: position))
    }

    /// Centers the view at (`x`, `y`) in the space its parent offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
