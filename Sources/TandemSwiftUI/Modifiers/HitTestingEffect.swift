import Foundation
import TandemGraphics
import TandemUIKit

/// Whether the content receives touches.
struct HitTestingEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let enabled: Bool

    func apply(to view: EffectView, environment: EnvironmentValues) {
        view.isUserInteractionEnabled = enabled
    }
}
