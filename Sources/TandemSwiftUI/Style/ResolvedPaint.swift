import TandemUIKit

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
