import Foundation
import TandemGraphics
import TandemUIKit

/// Draws a shadow under the content.
struct ShadowEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    func apply(to view: EffectView, environment: EnvironmentValues) {
        view.layer.shadowColor = color.resolved(in: environment).cgColor
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = radius
        view.layer.shadowOffset = offset
    }
}
