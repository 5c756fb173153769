import Foundation
import TandemGraphics
import TandemUIKit

/// The levels of the foreground style: primary content, secondary, tertiary...
public struct HierarchicalShapeStyle: ShapeStyle, Equatable {
    let level: Int

    /// The foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A lighter shade, for secondary content.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A lighter shade still.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A lighter shade still.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The lightest shade.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension HierarchicalShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        Self.paint(level: level, in: environment)
    }

    /// The shade for `level` of the foreground style in `environment`. Where
    /// that style is itself a level (`.secondary`), of the style it is a
    /// level of: a level inside a level is not a shade of a shade.
    @MainActor static func paint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        let base = ForegroundLevelStyle.base(under: environment.foregroundStyle)
        return paint(
            level: level, of: base?.resolvePaint(in: environment) ?? Color.primary.resolvePaint(in: environment))
    }

    /// The shade of `base` for `level`: `base` itself at level 0, lighter below.
    static func paint(level: Int, of base: ResolvedPaint) -> ResolvedPaint {
        let color = base.representativeColor
        let opacity: [CGFloat] = [1, 0.6, 0.3, 0.18, 0.1]
        return .color(
            level == 0 ? color : color.withAlphaComponent(color.cgColor.alpha * opacity[max(0, min(level, 4))]))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Primary content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Tertiary content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Quaternary content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// Quinary content.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
