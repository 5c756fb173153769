import Foundation
import TandemSupport

/// An immutable list of colors at locations from 0 to 1, drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// The color stops, sorted by location.
    let stops: [(location: CGFloat, color: CGColor)]

    /// Creates a gradient from colors and optional locations (evenly spaced
    /// when nil). `colors` holds `CGColor`s, as `[CGColor] as CFArray` does on
    /// Apple's systems; nil when it holds fewer than one color or anything else.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else {
            Diagnostics.report("CGGradient", "init: colors must be a non-empty array of CGColor")
            return nil
        }
        stops = CGGradient.sorted(
            list.enumerated().map { index, color in
                (locations?[index] ?? (list.count == 1 ? 0 : CGFloat(index) / CGFloat(list.count - 1)), color)
            })
    }

    /// Creates a gradient from `count` color component groups (the space's
    /// components plus alpha each) and optional locations.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        var result: [(CGFloat, CGColor)] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * stride) else { return nil }
            result.append((locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)), color))
        }
        stops = CGGradient.sorted(result)
    }

    /// Locations clamped to 0...1 (NaN becomes 0) and sorted, keeping the
    /// original order of equal locations so hard color steps survive.
    private static func sorted(_ stops: [(CGFloat, CGColor)]) -> [(location: CGFloat, color: CGColor)] {
        let clamped: [(index: Int, location: CGFloat, color: CGColor)] = stops.enumerated().map { entry in
            let location = entry.element.0
            return (entry.offset, location.isNaN ? 0 : min(max(location, 0), 1), entry.element.1)
        }
        let ordered = clamped.sorted { lhs, rhs in
            lhs.location != rhs.location ? lhs.location < rhs.location : lhs.index < rhs.index
        }
        return ordered.map { (location: $0.location, color: $0.color) }
    }
}
