import TandemUIKit

/// What a shape style resolves to in an environment.
enum ResolvedPaint: Equatable {
    case color(UIColor)
    case gradient(ResolvedGradient)
    /// A material: a blur of what lies behind (a fill shows it with an
    /// effect view), and its tint for uses that take a color.
    case material(UIBlurEffect.Style, tint: UIColor)

    /// A single color standing for the paint (a gradient's first stop).
    var representativeColor: UIColor {
        switch self {
        case .color(let color): return color
        case .gradient(let gradient): return gradient.stops.first?.color ?? .clear
        case .material(_, let tint): return tint
        }
    }
}
