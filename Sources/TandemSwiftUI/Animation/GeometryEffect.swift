/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A modifier that moves, turns or scales its view's drawing with a
/// transform worked out from the view's size, without changing its layout.
///
/// Its `animatableData` is interpolated: while a change of the data
/// animates, ``effectValue(size:)`` is asked at every frame for the data in
/// between, so an effect can follow any path (the classic shake: a sine of
/// the data). Drawn as Core Animation draws a transform in Tandem: flat, a
/// projection's perspective terms left out (see docs/Compatibility.md).
@preconcurrency @MainActor
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size`, in the view's coordinates with
    /// the origin at its top-left corner.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// This effect, marked as one that layout ignores (Tandem's geometry
    /// effects never change layout: the mark changes nothing).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(self)
    }
}

/// A geometry effect that layout ignores: what `ignoredByLayout()` returns.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect.
    public var base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// The base effect's transform.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }

    /// The base effect's data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
}
