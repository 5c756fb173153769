import Foundation
import TandemGraphics

/// An animatable key path of a layer: the property it names and the part
/// of it ("position.x" is the x of the position, "transform.scale" the
/// transform's scale).
struct LayerAnimationKey: Hashable {
    /// A layer property that animations can change.
    enum Property: String, CaseIterable {
        case position, bounds, anchorPoint, opacity, backgroundColor, cornerRadius, borderWidth, borderColor
        case transform, zPosition, shadowOpacity, shadowRadius, shadowOffset, shadowColor
        // CAShapeLayer
        case strokeStart, strokeEnd, lineWidth, fillColor, strokeColor, lineDashPhase
        // CAGradientLayer
        case startPoint, endPoint
        // CATextLayer
        case fontSize, foregroundColor
    }

    /// A part of a property's value.
    enum Component: String {
        case x, y, width, height, size, origin
        case sizeWidth = "size.width"
        case sizeHeight = "size.height"
        case originX = "origin.x"
        case originY = "origin.y"
        case scale
        case scaleX = "scale.x"
        case scaleY = "scale.y"
        case rotation
        case rotationZ = "rotation.z"
        case translation
        case translationX = "translation.x"
        case translationY = "translation.y"
    }

    let property: Property
    let component: Component?

    /// The key `path` names, or nil when Tandem cannot animate it.
    init?(_ path: String) {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard let property = Property(rawValue: parts[0]) else { return nil }
        self.property = property
        if parts.count == 2 {
            guard let component = Component(rawValue: parts[1]) else { return nil }
            self.component = component
        } else {
            component = nil
        }
    }

    init(_ property: Property) {
        self.property = property
        component = nil
    }

    /// The property's value on `layer` (nil when the layer has no such property).
    @MainActor
    static func read(_ property: Property, from layer: CALayer) -> AnimatedValue? {
        switch property {
        case .position: return .point(layer.position)
        case .bounds: return .rect(layer.bounds)
        case .anchorPoint: return .point(layer.anchorPoint)
        case .opacity: return .number(Double(layer.opacity))
        case .backgroundColor: return AnimatedValue(color: layer.backgroundColor)
        case .cornerRadius: return .number(Double(layer.cornerRadius))
        case .borderWidth: return .number(Double(layer.borderWidth))
        case .borderColor: return AnimatedValue(color: layer.borderColor)
        case .transform: return .transform(layer.transform)
        case .zPosition: return .number(Double(layer.zPosition))
        case .shadowOpacity: return .number(Double(layer.shadowOpacity))
        case .shadowRadius: return .number(Double(layer.shadowRadius))
        case .shadowOffset: return .size(layer.shadowOffset)
        case .shadowColor: return AnimatedValue(color: layer.shadowColor)
        case .strokeStart: return (layer as? CAShapeLayer).map { .number(Double($0.strokeStart)) }
        case .strokeEnd: return (layer as? CAShapeLayer).map { .number(Double($0.strokeEnd)) }
        case .lineWidth: return (layer as? CAShapeLayer).map { .number(Double($0.lineWidth)) }
        case .fillColor: return (layer as? CAShapeLayer).map { AnimatedValue(color: $0.fillColor) }
        case .strokeColor: return (layer as? CAShapeLayer).map { AnimatedValue(color: $0.strokeColor) }
        case .lineDashPhase: return (layer as? CAShapeLayer).map { .number(Double($0.lineDashPhase)) }
        case .startPoint: return (layer as? CAGradientLayer).map { .point($0.startPoint) }
        case .endPoint: return (layer as? CAGradientLayer).map { .point($0.endPoint) }
        case .fontSize: return (layer as? CATextLayer).map { .number(Double($0.fontSize)) }
        case .foregroundColor: return (layer as? CATextLayer).map { AnimatedValue(color: $0.foregroundColor) }
        }
    }

    /// Sets the property of `layer` (a presentation copy) to `value` (ignored when its kind does not fit).
    @MainActor
    static func write(_ value: AnimatedValue, to property: Property, of layer: CALayer) {
        func number() -> CGFloat? {
            if case .number(let number) = value { return CGFloat(number) }
            return nil
        }
        switch (property, value) {
        case (.position, .point(let point)): layer.position = point
        case (.bounds, .rect(let rect)):
            layer.bounds = CGRect(
                origin: rect.origin, size: CGSize(width: max(0, rect.width), height: max(0, rect.height)))
        case (.anchorPoint, .point(let point)): layer.anchorPoint = point
        case (.backgroundColor, _): layer.backgroundColor = value.cgColor
        case (.borderColor, _): layer.borderColor = value.cgColor
        case (.shadowColor, _): layer.shadowColor = value.cgColor
        case (.transform, .transform(let transform)): layer.transform = transform
        case (.shadowOffset, .size(let size)): layer.shadowOffset = size
        case (.fillColor, _): (layer as? CAShapeLayer)?.fillColor = value.cgColor
        case (.strokeColor, _): (layer as? CAShapeLayer)?.strokeColor = value.cgColor
        case (.startPoint, .point(let point)): (layer as? CAGradientLayer)?.startPoint = point
        case (.endPoint, .point(let point)): (layer as? CAGradientLayer)?.endPoint = point
        case (.foregroundColor, _): (layer as? CATextLayer)?.foregroundColor = value.cgColor
        default:
            guard let number = number() else { return }
            switch property {
            case .opacity: layer.opacity = Float(min(max(number, 0), 1))
            case .cornerRadius: layer.cornerRadius = number
            case .borderWidth: layer.borderWidth = number
            case .zPosition: layer.zPosition = number
            case .shadowOpacity: layer.shadowOpacity = Float(number)
            case .shadowRadius: layer.shadowRadius = number
            case .strokeStart: (layer as? CAShapeLayer)?.strokeStart = number
            case .strokeEnd: (layer as? CAShapeLayer)?.strokeEnd = number
            case .lineWidth: (layer as? CAShapeLayer)?.lineWidth = number
            case .lineDashPhase: (layer as? CAShapeLayer)?.lineDashPhase = number
            case .fontSize: (layer as? CATextLayer)?.fontSize = max(0, number)
            default: break
            }
        }
    }

    /// This key's part of a whole property value (the whole value when the key names no part).
    func part(of whole: AnimatedValue) -> AnimatedValue? {
        guard let component else { return whole }
        switch (whole, component) {
        case (.point(let p), .x): return .number(Double(p.x))
        case (.point(let p), .y): return .number(Double(p.y))
        case (.size(let s), .width): return .number(Double(s.width))
        case (.size(let s), .height): return .number(Double(s.height))
        case (.rect(let r), .size): return .size(r.size)
        case (.rect(let r), .origin): return .point(r.origin)
        case (.rect(let r), .sizeWidth): return .number(Double(r.width))
        case (.rect(let r), .sizeHeight): return .number(Double(r.height))
        case (.rect(let r), .originX): return .number(Double(r.minX))
        case (.rect(let r), .originY): return .number(Double(r.minY))
        case (.transform(let t), _):
            let parts = TransformParts(t.affine)
            switch component {
            case .scale: return .number((parts.scaleX + parts.scaleY) / 2)
            case .scaleX: return .number(parts.scaleX)
            case .scaleY: return .number(parts.scaleY)
            case .rotation, .rotationZ: return .number(parts.rotation)
            case .translation: return .size(CGSize(width: parts.translationX, height: parts.translationY))
            case .translationX: return .number(parts.translationX)
            case .translationY: return .number(parts.translationY)
            default: return nil
            }
        default: return nil
        }
    }

    /// `whole` with this key's part replaced by `value` (nil when they do not fit).
    func replacingPart(of whole: AnimatedValue, with value: AnimatedValue) -> AnimatedValue? {
        guard let component else { return value }
        let number = value.number
        switch (whole, component) {
        case (.point(var p), .x): p.x = CGFloat(number); return .point(p)
        case (.point(var p), .y): p.y = CGFloat(number); return .point(p)
        case (.size(var s), .width): s.width = CGFloat(number); return .size(s)
        case (.size(var s), .height): s.height = CGFloat(number); return .size(s)
        case (.rect(var r), .size): if case .size(let s) = value { r.size = s }; return .rect(r)
        case (.rect(var r), .origin): if case .point(let p) = value { r.origin = p }; return .rect(r)
        case (.rect(var r), .sizeWidth): r.size.width = CGFloat(number); return .rect(r)
        case (.rect(var r), .sizeHeight): r.size.height = CGFloat(number); return .rect(r)
        case (.rect(var r), .originX): r.origin.x = CGFloat(number); return .rect(r)
        case (.rect(var r), .originY): r.origin.y = CGFloat(number); return .rect(r)
        case (.transform(let t), _):
            var parts = TransformParts(t.affine)
            switch component {
            case .scale: (parts.scaleX, parts.scaleY) = (number, number)
            case .scaleX: parts.scaleX = number
            case .scaleY: parts.scaleY = number
            case .rotation, .rotationZ: parts.rotation = number
            case .translation:
                if case .size(let s) = value {
                    (parts.translationX, parts.translationY) = (Double(s.width), Double(s.height))
                }
            case .translationX: parts.translationX = number
            case .translationY: parts.translationY = number
            default: return nil
            }
            return .transform(parts.transform)
        default: return nil
        }
    }
}
