import Foundation
import TandemGraphics
import TandemUIKit

/// A shape style drawn at a fraction of its opacity (`ShapeStyle.opacity(_:)`).
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
}

extension OpacityShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        // As a color's alpha: out-of-range amounts are clamped, and NaN draws nothing.
        let amount = opacity.isNaN ? 0 : CGFloat(min(max(opacity, 0), 1))
        func faded(_ color: UIColor) -> UIColor { color.withAlphaComponent(color.cgColor.alpha * amount) }
        switch base.paint(in: environment) {
        case .color(let color):
            return .color(faded(color))
        case .gradient(let gradient):
            return .gradient(
                ResolvedGradient(
                    stops: gradient.stops.map { .init(color: faded($0.color), location: $0.location) },
                    kind: gradient.kind))
        case .material(let blur, let tint):
            // The blur is not faded (an effect view draws it); its tint is.
            return .material(blur, tint: faded(tint))
        }
    }
}

extension ShapeStyle {
    /// This style at `opacity` times its own opacity (0 transparent, 1
    /// unchanged; amounts outside are clamped, NaN is transparent):
    /// `.background(.primary.opacity(0.1))`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}
