import Foundation
import TandemGraphics
import TandemUIKit

/// Scales and rotates the content about its center without changing its layout.
struct TransformEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let transform: CGAffineTransform

    func apply(to view: EffectView, environment: EnvironmentValues) {
        if view.transform != transform { view.transform = transform }
    }
}
