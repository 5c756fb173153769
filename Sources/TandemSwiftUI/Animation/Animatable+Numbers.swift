public import Foundation

// Numbers animate as themselves (their `animatableData` is the number), as
// in SwiftUI: a keyframe track or an animatable modifier can move a Double,
// a Float or a CGFloat directly.

extension Double: Animatable {}

extension Float: Animatable {}

extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
