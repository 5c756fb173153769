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

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        let (shown, isInterpolating) = updater.interpolatedPrimitive(self)
        let clip = shown.shape
        updater.withoutAnimatingSteps(isInterpolating) {
            view.clipsToBounds = true
            view.layer.cornerRadius = 0
            view.maskShape = { rect in MainActor.assumeIsolated { clip.path(in: rect) } }
        }
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}
