import Foundation
import TandemGraphics

/// A value an animation interpolates: what layer properties hold, in the
/// forms Core Animation's animations accept (`NSNumber` and the numeric
/// types, `CGPoint`, `CGSize`, `CGRect`, `CGColor` or `UIColor`,
/// `CATransform3D` or `CGAffineTransform`).
enum AnimatedValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Straight RGBA; nil is no color (drawn as transparent).
    case color(red: Double, green: Double, blue: Double, alpha: Double)
    case noColor
    case transform(CATransform3D)

    /// The value `any` holds, if it is one an animation can interpolate.
    @MainActor
    init?(_ any: Any?) {
        switch any {
        case let value as AnimatedValue: self = value
        case let value as Double: self = .number(value)
        case let value as CGFloat: self = .number(Double(value))
        case let value as Float: self = .number(Double(value))
        case let value as Int: self = .number(Double(value))
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as NSValue:
            // UIKit's and Core Animation's boxes: points, sizes, rectangles, transforms.
            if value.holdsTransform {
                self = .transform(value.caTransform3DValue)
                return
            }
            let type = String(cString: value.objCType)
            if type.hasPrefix("{CGPoint") {
                self = .point(value.pointValue)
            } else if type.hasPrefix("{CGSize") {
                self = .size(value.sizeValue)
            } else if type.hasPrefix("{CGRect") {
                self = .rect(value.rectValue)
            } else {
                return nil
            }
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3D(value))
        case let value as CGColor: self = AnimatedValue(color: value)
        case let value as UIColor: self = AnimatedValue(color: value.cgColor)
        default: return nil
        }
    }

    /// A color's value (nil: no color).
    init(color: CGColor?) {
        guard let color else {
            self = .noColor
            return
        }
        let rgba = color.rgba
        self = .color(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// The number, for number-valued properties (0 otherwise).
    var number: Double {
        if case .number(let value) = self { return value }
        return 0
    }

    /// The color (nil for no color).
    var cgColor: CGColor? {
        switch self {
        case .color(let r, let g, let b, let a): CGColor(red: r, green: g, blue: b, alpha: a)
        default: nil
        }
    }

    /// The value as Core Animation hands it out (`fromValue`, presentation reads).
    var boxed: Any {
        switch self {
        case .number(let value): NSNumber(value: value)
        case .point(let value): value
        case .size(let value): value
        case .rect(let value): value
        case .color, .noColor: cgColor as Any
        case .transform(let value): value
        }
    }

    /// The value `fraction` of the way from this one to `other` (nil when
    /// their kinds differ); fractions outside 0...1 extrapolate, as springs overshoot.
    func interpolated(to other: AnimatedValue, _ fraction: Double) -> AnimatedValue? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { CGFloat(mix(Double(a), Double(b))) }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case (.color, .color), (.color, .noColor), (.noColor, .color):
            // No color fades as transparent of the other's hue.
            let (r1, g1, b1, a1) = components(or: other)
            let (r2, g2, b2, a2) = other.components(or: self)
            return .color(red: mix(r1, r2), green: mix(g1, g2), blue: mix(b1, b2), alpha: mix(a1, a2))
        case (.noColor, .noColor): return .noColor
        case (.transform(let a), .transform(let b)):
            return .transform(TransformParts(a.affine).interpolated(to: TransformParts(b.affine), fraction).transform)
        default: return nil
        }
    }

    /// This value plus `other` (an additive animation's value on the layer's); nil when their kinds differ.
    func adding(_ other: AnimatedValue) -> AnimatedValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): .number(a + b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            .color(red: r1 + r2, green: g1 + g2, blue: b1 + b2, alpha: a1 + a2)
        // Transforms add by concatenation, as Core Animation's additive transforms do.
        case (.transform(let a), .transform(let b)): .transform(CATransform3D(b.affine.concatenating(a.affine)))
        default: nil
        }
    }

    /// This value less `other` (a `byValue` taken off a `toValue`); nil when their kinds differ.
    func subtracting(_ other: AnimatedValue) -> AnimatedValue? {
        switch other {
        case .number(let b): adding(.number(-b))
        case .point(let b): adding(.point(CGPoint(x: -b.x, y: -b.y)))
        case .size(let b): adding(.size(CGSize(width: -b.width, height: -b.height)))
        case .rect(let b): adding(.rect(CGRect(x: -b.minX, y: -b.minY, width: -b.width, height: -b.height)))
        case .color(let r, let g, let b, let a): adding(.color(red: -r, green: -g, blue: -b, alpha: -a))
        case .transform(let b): adding(.transform(CATransform3D(b.affine.inverted())))
        case .noColor: self
        }
    }

    /// RGBA components; no color takes `other`'s hue with no alpha.
    private func components(or other: AnimatedValue) -> (Double, Double, Double, Double) {
        if case .color(let r, let g, let b, let a) = self { return (r, g, b, a) }
        if case .color(let r, let g, let b, _) = other { return (r, g, b, 0) }
        return (0, 0, 0, 0)
    }
}
