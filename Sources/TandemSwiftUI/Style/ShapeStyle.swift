/// A color or pattern that fills or strokes shapes and colors text:
/// `Color`, gradients, the foreground style, `.primary`/`.secondary`.
public protocol ShapeStyle: Sendable {}

/// What a shape style resolves to in an environment.
enum ResolvedPaint: Equatable {
    case color(UIColor)
    case gradient(ResolvedGradient)

    /// A single color standing for the paint (a gradient's first stop).
    var representativeColor: UIColor {
        switch self {
        case .color(let color): return color
        case .gradient(let gradient): return gradient.stops.first?.color ?? .clear
        }
    }
}

/// Styles Tandem knows how to resolve; other styles draw with the foreground style.
protocol ResolvableShapeStyle: ShapeStyle {
    @MainActor func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    /// The paint of this style in `environment`.
    @MainActor func paint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let resolvable = self as? any ResolvableShapeStyle { return resolvable.resolvePaint(in: environment) }
        return ForegroundStyle().resolvePaint(in: environment)
    }
}

import TandemUIKit
