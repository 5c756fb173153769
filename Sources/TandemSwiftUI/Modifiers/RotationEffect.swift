import Foundation
import TandemGraphics
import TandemUIKit

/// `rotationEffect(_:anchor:)` and `rotation3DEffect(_:axis:…)`: an effect
/// view turned by the angle about the anchor. The angle is the animatable
/// data, as in SwiftUI: a change of it that animates turns the view
/// through every angle in between at each frame (a full turn spins once;
/// the transforms at its ends are the same).
struct RotationEffect: ViewModifier, PrimitiveModifier, Animatable {
    typealias Body = Never
    /// The angle, in radians.
    var radians: Double
    /// The axis turned about; nil for a turn in the plane.
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)?
    let anchor: UnitPoint

    var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// The transform drawn for an angle: a plane rotation, or a 3D one
    /// projected flat (perspective terms left out, as Tandem draws `CATransform3D`).
    private func transform(_ radians: Double) -> CGAffineTransform {
        guard let axis else { return CGAffineTransform(rotationAngle: radians) }
        return ProjectionTransform(CATransform3DMakeRotation(CGFloat(radians), axis.x, axis.y, axis.z)).affine
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        let (shown, isInterpolating) = updater.interpolatedPrimitive(self)
        updater.withoutAnimatingSteps(isInterpolating) {
            view.anchoredTransform = (transform(shown.radians), anchor)
        }
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}
