import Foundation
import TandemUIKit

/// A gradient derived from one color (`Color.gradient`): the color, a
/// little lighter at the top and a little darker at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    /// How far the ends move from the color: toward white at the top, toward black at the bottom.
    static let shade: CGFloat = 0.1
}

extension AnyGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let base = color.resolved(in: environment)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        base.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let shade = AnyGradient.shade
        let top = UIColor(
            red: red + (1 - red) * shade, green: green + (1 - green) * shade, blue: blue + (1 - blue) * shade,
            alpha: alpha)
        let bottom = UIColor(red: red * (1 - shade), green: green * (1 - shade), blue: blue * (1 - shade), alpha: alpha)
        return .gradient(
            ResolvedGradient(
                stops: [
                    ResolvedGradient.Stop(color: top, location: 0), ResolvedGradient.Stop(color: bottom, location: 1),
                ],
                kind: .linear(start: .top, end: .bottom)))
    }
}

extension Color {
    /// A gradient made from this color, for fills: `.fill(.blue.gradient)`.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
