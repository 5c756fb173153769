import Foundation
import TandemSupport
import TandemUIKit

/// Makes the view's frame a touch target.
struct ContentShapeModifier: ViewModifier, ViewEffectModifier {
    typealias Body = Never

    func apply(to view: EffectView, environment: EnvironmentValues) {
        view.isHitTarget = true
    }
}
