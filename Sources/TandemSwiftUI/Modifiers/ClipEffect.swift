import Foundation
import TandemGraphics
import TandemUIKit

/// Clips the content to its bounds, to a rounded rectangle, or to a shape.
struct ClipEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let cornerRadius: CGFloat
    let shape: ((CGRect) -> Path)?

    func apply(to view: EffectView, environment: EnvironmentValues) {
        view.clipsToBounds = true
        view.layer.cornerRadius = cornerRadius
        view.maskShape = shape
    }
}
