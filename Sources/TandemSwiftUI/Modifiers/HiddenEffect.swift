import Foundation
import TandemGraphics
import TandemUIKit

/// Hides the content (it keeps its space).
struct HiddenEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never

    func apply(to view: EffectView, environment: EnvironmentValues) {
        if !view.isHidden { view.isHidden = true }
    }
}
