import Foundation
import TandemGraphics
import TandemUIKit

/// A gradient with its colors resolved, ready to draw in a rectangle.
struct ResolvedGradient: Equatable {
    struct Stop: Equatable {
        let color: UIColor
        let location: CGFloat
    }

    enum Kind: Equatable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    }

    let stops: [Stop]
    let kind: Kind

    /// Draws the gradient over `rect` (the caller clips to the shape).
    func draw(in rect: CGRect, context: CGContext) {
        guard !stops.isEmpty else { return }
        var components: [CGFloat] = []
        var locations: [CGFloat] = []
        for stop in stops {
            let rgba = stop.color.rgbaComponents
            components.append(contentsOf: rgba)
            locations.append(stop.location)
        }
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
            let gradient = CGGradient(
                colorSpace: space, colorComponents: components, locations: locations, count: stops.count)
        else { return }
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        switch kind {
        case .linear(let start, let end):
            context.drawLinearGradient(
                gradient, start: point(start), end: point(end), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .radial(let center, let startRadius, let endRadius):
            context.drawRadialGradient(
                gradient, startCenter: point(center), startRadius: startRadius, endCenter: point(center), endRadius: endRadius,
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }
}

extension UIColor {
    /// Red, green, blue and alpha in sRGB.
    var rgbaComponents: [CGFloat] {
        let color = cgColor
        let components = color.components ?? [0, 0, 0, 1]
        if components.count == 2 { return [components[0], components[0], components[0], components[1]] }
        if components.count >= 4 { return Array(components[0..<4]) }
        return [0, 0, 0, 1]
    }
}
