import Foundation
import TandemGraphics
import TandemUIKit

/// Scales and rotates the content about an anchor without changing its layout.
struct TransformEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let transform: CGAffineTransform
    let anchor: UnitPoint

    func apply(to view: EffectView, environment: EnvironmentValues) {
        view.anchoredTransform = (transform, anchor)
    }
}
