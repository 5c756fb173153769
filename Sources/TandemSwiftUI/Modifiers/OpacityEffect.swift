import Foundation
import TandemGraphics
import TandemUIKit

/// Draws the content at an opacity.
struct OpacityEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let opacity: Double

    func apply(to view: EffectView, environment: EnvironmentValues) {
        let alpha = opacity.isFinite ? min(1, max(0, opacity)) : 1
        if view.alpha != alpha { view.alpha = alpha }
    }
}
