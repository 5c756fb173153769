/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemGraphics
import TandemUIKit

extension View {
    /// Applies `transform` to the view's drawing, in its own coordinates
    /// (origin at its top-leading corner), without changing its layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(TransformEffect(transform: transform, anchor: .topLeading))
    }

    /// Applies `transform` to the view's drawing, in its own coordinates,
    /// without changing its layout. Tandem draws flat: a transform with
    /// perspective terms is applied without them (see docs/Compatibility.md).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(TransformEffect(transform: transform.affine, anchor: .topLeading))
    }

    /// Turns the view by `angle` about `axis` through `anchor`, drawn as
    /// Core Animation draws a 3D rotation in Tandem: projected flat, without
    /// perspective (a half turn about the y axis mirrors the view; a
    /// quarter turn leaves an edge), whatever `anchorZ` and `perspective` say.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(RotationEffect(radians: angle.radians, axis: axis, anchor: anchor))
    }

    /// Mirrors the view horizontally when the layout direction is right to
    /// left and `enabled` is true (for images that point the reading way).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlip(enabled: enabled))
    }

    /// Sets the color scheme of this view and what is inside (the older name
    /// of `environment(\.colorScheme, colorScheme)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Changes the environment value at `keyPath` for what is inside, with
    /// `transform` given the value this view sees.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransform(keyPath: keyPath, transform: transform))
    }

    /// Hides the status bar while this view is shown. Linux windows have no
    /// status bar, so this changes nothing.
    public func statusBar(hidden: Bool) -> some View {
        self
    }

    /// Composites this view and what is inside as one picture before
    /// applying effects such as opacity. Tandem already draws a view whose
    /// opacity is below one as a group, so this changes nothing.
    public func compositingGroup() -> some View {
        self
    }

    /// Renders this view and what is inside offscreen as one picture (Metal
    /// on iOS). Tandem draws every view with cairo as one group already, so
    /// this changes nothing; `opaque` and `colorMode` are accepted.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }
}

/// The color space a drawing group renders in (`drawingGroup(opaque:colorMode:)`).
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma-encoded (what Tandem draws in).
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear extended-range sRGB.
    case extendedLinear
}

/// Mirrors its content when the layout direction is right to left.
struct RightToLeftFlip: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && layoutDirection == .rightToLeft ? -1 : 1, y: 1)
    }
}

/// Writes the environment value it reads, transformed, for its content.
struct EnvironmentTransform<V>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let transform: (inout V) -> Void
    @Environment private var value: V

    init(keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
        _value = Environment(keyPath)
    }

    func body(content: Content) -> some View {
        var transformed = value
        transform(&transformed)
        return content.environment(keyPath, transformed)
    }
}
