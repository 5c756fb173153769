import Foundation
import TandemGraphics
import TandemUIKit

/// Clips the content to its bounds or to a rounded rectangle (a shape:
/// ``ShapeClipEffect``).
struct ClipEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let cornerRadius: CGFloat

    func apply(to view: EffectView, environment: EnvironmentValues) {
        view.clipsToBounds = true
        view.layer.cornerRadius = cornerRadius
        view.maskShape = nil
    }
}
