/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics
import TandemUIKit

extension View {
    /// Draws the view at `opacity` (0 transparent, 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityEffect(opacity: opacity))
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(ClipEffect(cornerRadius: 0))
    }

    /// Clips the view to its bounds with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ClipEffect(cornerRadius: max(0, radius)))
    }

    /// Clips the view to `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ShapeClipEffect(shape: shape))
    }

    /// Hides the view; it still takes its space.
    public func hidden() -> some View {
        modifier(HiddenEffect())
    }

    /// Scales the view by `scale` about `anchor` (a unit point of its frame), without changing its layout.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(TransformEffect(transform: CGAffineTransform(scaleX: scale, y: scale), anchor: anchor))
    }

    /// Scales the view by `scale` about `anchor` (a unit point of its frame), without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(TransformEffect(transform: CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor))
    }

    /// Scales the view by `x` horizontally and `y` vertically about `anchor`
    /// (a unit point of its frame), without changing its layout.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(TransformEffect(transform: CGAffineTransform(scaleX: x, y: y), anchor: anchor))
    }

    /// Rotates the view by `angle` about `anchor` (a unit point of its frame), without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RotationEffect(radians: angle.radians, axis: nil, anchor: anchor))
    }

    /// Draws a shadow of `color` blurred by `radius` under the view.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        modifier(ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Whether the view and its descendants receive touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingEffect(enabled: enabled))
    }
}
