import Foundation
import TandemUIKit

/// Composites the content, as one image, over what lies behind it in a blend mode.
struct BlendModeEffect: ViewModifier, ViewEffectModifier {
    typealias Body = Never
    let mode: BlendMode

    func apply(to view: EffectView, environment: EnvironmentValues) {
        let name = mode.compositingFilterName
        if view.layer.compositingFilter as? String != name { view.layer.compositingFilter = name }
    }
}

extension View {
    /// Composites the view (with everything inside it, as one image) over
    /// what is drawn behind it in `blendMode`: `.multiply` darkens,
    /// `.screen` lightens, and so on, as Core Graphics' modes do.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeEffect(mode: blendMode))
    }
}
