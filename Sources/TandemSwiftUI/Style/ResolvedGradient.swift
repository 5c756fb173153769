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
        /// Radii as fractions of the unit square that is stretched over the rectangle.
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular(center: UnitPoint, start: Double, end: Double)
    }

    let stops: [Stop]
    let kind: Kind

    /// Draws the gradient over `rect` (the caller clips to the shape).
    func draw(in rect: CGRect, context: CGContext) {
        guard !stops.isEmpty else { return }
        if case .angular(let center, let start, let end) = kind {
            drawAngular(in: rect, center: center, start: start, end: end, context: context)
            return
        }
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
                gradient, start: point(start), end: point(end),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .radial(let center, let startRadius, let endRadius):
            context.drawRadialGradient(
                gradient, startCenter: point(center), startRadius: startRadius, endCenter: point(center),
                endRadius: endRadius,
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .elliptical(let center, let startFraction, let endFraction):
            // Drawn in the unit square stretched over the rectangle: circles there are ellipses here.
            guard rect.width > 0, rect.height > 0 else { return }
            context.saveGState()
            context.translateBy(x: rect.minX, y: rect.minY)
            context.scaleBy(x: rect.width, y: rect.height)
            let unitCenter = CGPoint(x: center.x, y: center.y)
            context.drawRadialGradient(
                gradient, startCenter: unitCenter, startRadius: startFraction, endCenter: unitCenter,
                endRadius: endFraction, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.restoreGState()
        case .angular:
            break  // drawn above
        }
    }
}

extension ResolvedGradient {
    /// An angular sweep drawn as thin wedges (cairo has no conic pattern),
    /// each filled with the gradient's color at its middle angle.
    fileprivate func drawAngular(
        in rect: CGRect, center unit: UnitPoint, start: Double, end: Double, context: CGContext
    ) {
        let center = CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        let radius = hypot(rect.width, rect.height) + 1
        let sweep = end - start
        let wedges = max(8, Int(abs(sweep) / (2 * .pi) * 360))
        let sorted = stops.sorted { $0.location < $1.location }
        for index in 0..<wedges {
            let a0 = start + sweep * Double(index) / Double(wedges)
            // A hair of overlap hides the seams between wedges.
            let a1 = start + sweep * (Double(index + 1) + 0.1) / Double(wedges)
            let color = ResolvedGradient.color(at: (Double(index) + 0.5) / Double(wedges), in: sorted)
            context.beginPath()
            context.move(to: center)
            context.addLine(to: CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0)))
            context.addLine(to: CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1)))
            context.closePath()
            context.setFillColor(red: color[0], green: color[1], blue: color[2], alpha: color[3])
            context.fillPath()
        }
    }

    /// The stops' color at `t` (0...1), interpolated component by component.
    fileprivate static func color(at t: Double, in stops: [Stop]) -> [CGFloat] {
        guard let first = stops.first, let last = stops.last else { return [0, 0, 0, 0] }
        if t <= first.location { return first.color.rgbaComponents }
        if t >= last.location { return last.color.rgbaComponents }
        for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.location {
            let span = upper.location - lower.location
            let f = span > 0 ? (t - lower.location) / span : 0
            return zip(lower.color.rgbaComponents, upper.color.rgbaComponents).map { $0 + ($1 - $0) * f }
        }
        return last.color.rgbaComponents
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
