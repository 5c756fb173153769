import Foundation
import TandemUIKit

extension ViewNode {
    /// `value` (an `Animatable` view or modifier) with the data to draw
    /// now: while a change of its data animates, the data in between
    /// (``AnimatableDataInterpolation``); and whether such a change runs.
    func interpolated<Value: Animatable>(_ value: Value) -> (value: Value, isInterpolating: Bool) {
        let interpolation: AnimatableDataInterpolation<Value.AnimatableData>
        if let known = animatableDataInterpolation as? AnimatableDataInterpolation<Value.AnimatableData> {
            interpolation = known
        } else {
            // The first value is drawn as it is.
            interpolation = AnimatableDataInterpolation(node: self, data: value.animatableData)
            animatableDataInterpolation = interpolation
        }
        return shown(value, interpolation)
    }

    /// ``interpolated(_:)`` for a primitive modifier that keeps nothing
    /// else: the interpolation is its primitive storage, so that a rotated,
    /// filtered or clipped row makes no out-of-line extras for it.
    func interpolatedPrimitive<Value: Animatable>(_ value: Value) -> (value: Value, isInterpolating: Bool) {
        shown(value, primitiveStorage { AnimatableDataInterpolation(node: self, data: value.animatableData) })
    }

    private func shown<Value: Animatable>(
        _ value: Value, _ interpolation: AnimatableDataInterpolation<Value.AnimatableData>
    ) -> (value: Value, isInterpolating: Bool) {
        let target = value.animatableData
        var shown = value
        let data = interpolation.current(target: target)
        if data != target { shown.animatableData = data }
        return (shown, interpolation.isInterpolating)
    }

    /// Runs `body` for an evaluation that draws interpolated data: outside
    /// the transaction's animation, which would otherwise animate each
    /// frame's step again from the last (the steps are the animation).
    func withoutAnimatingSteps(_ isInterpolating: Bool, _ body: () -> Void) {
        if isInterpolating, UIViewAnimationBlock.current != nil {
            UIView.withoutEnclosingAnimation(body)
        } else {
            body()
        }
    }
}
