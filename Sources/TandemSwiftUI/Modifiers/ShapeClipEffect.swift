import Foundation
import TandemGraphics
import TandemUIKit

/// `clipShape(_:style:)`: the content clipped to a shape. The shape's
/// animatable data (a rounded rectangle's corner size, a custom shape's)
/// is the effect's, as in SwiftUI: a change of it that animates clips to
/// the shape in between at every frame.
struct ShapeClipEffect<Clip: Shape>: ViewModifier, PrimitiveModifier, Animatable {
    typealias Body = Never
    var shape: Clip

    var animatableData: Clip.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        let view = node.ensureEffectView { EffectView(frame: .zero) }
        let (shown, isInterpolating) = node.interpolatedPrimitive(self)
        let clip = shown.shape
        node.withoutAnimatingSteps(isInterpolating) {
            view.clipsToBounds = true
            view.layer.cornerRadius = 0
            view.maskShape = { rect in MainActor.assumeIsolated { clip.path(in: rect) } }
        }
        node.setLayout(PassthroughLayout())
        node.reconcile(single: content, environment: node.environment)
    }
}
