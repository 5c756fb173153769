import Foundation
import TandemGraphics
import TandemSupport

/// Interface Builder's user-defined runtime attributes (and the
/// `@IBInspectable` fields it writes the same way), set on the object an
/// element makes: by the class (``InterfaceBuilderKeyValueSettable``), else
/// by Tandem for a view's common key paths.
@MainActor
enum InterfaceBuilderRuntimeAttributes {
    /// Sets each attribute of `element` on `object`.
    static func apply(_ element: InterfaceBuilderElement, to object: AnyObject, document: InterfaceBuilderDocument) {
        for attribute in element.children(in: "userDefinedRuntimeAttributes")
        where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = value(of: attribute, document: document)
            if let settable = object as? any InterfaceBuilderKeyValueSettable,
                settable.setInterfaceBuilderValue(value, forKeyPath: keyPath)
            {
                continue
            }
            if let view = object as? UIView, setCommon(keyPath, value, on: view) { continue }
            if let view = object as? UIView, ["layer.borderColor", "layer.shadowColor"].contains(keyPath) {
                Diagnostics.report(
                    "UIStoryboard",
                    "\(keyPath) of \(type(of: view)) takes a CGColor; Interface Builder gives a UIColor, which UIKit stores and Core Animation does not draw; ignored"
                )
                continue
            }
            Diagnostics.report(
                "UIStoryboard",
                "\(type(of: object)) is not key value coding-compliant for the key path \(keyPath) (UIKit raises NSUnknownKeyException); set it in setInterfaceBuilderValue(_:forKeyPath:) (InterfaceBuilderKeyValueSettable); ignored"
            )
        }
    }

    /// The attribute's value, typed as key-value coding hands it over.
    static func value(of attribute: InterfaceBuilderElement, document: InterfaceBuilderDocument) -> Any? {
        let child = attribute.child(key: "value")
        switch attribute["type"] {
        case "boolean": return attribute.bool("value") ?? false
        case "number":
            guard let child, let number = child.number("value") else { return NSNumber(value: 0) }
            return child.name == "integer" ? NSNumber(value: Int(number)) : NSNumber(value: number)
        case "string", "localizedString": return attribute["value"] ?? child?["value"] ?? ""
        case "color": return child.flatMap { InterfaceBuilderValues.color($0, in: document) }
        case "image": return InterfaceBuilderValues.image(named: attribute["value"], reference: nil)
        case "point":
            return CGPoint(x: child?.number("x") ?? 0, y: child?.number("y") ?? 0)
        case "size": return child.map(InterfaceBuilderValues.size) ?? .zero
        case "rect": return child.map(InterfaceBuilderValues.rect) ?? .zero
        case "range":
            return NSRange(
                location: Int(child?.number("location") ?? 0), length: Int(child?.number("length") ?? 0))
        default: return nil
        }
    }

    /// Sets a view's common key path; false for one it does not know (or a value of the wrong type).
    private static func setCommon(_ keyPath: String, _ value: Any?, on view: UIView) -> Bool {
        let number = (value as? NSNumber).map { CGFloat($0.doubleValue) }
        switch (keyPath, value) {
        case ("layer.cornerRadius", _) where number != nil: view.layer.cornerRadius = number!
        case ("layer.borderWidth", _) where number != nil: view.layer.borderWidth = number!
        case ("layer.shadowOpacity", _) where number != nil: view.layer.shadowOpacity = Float(number!)
        case ("layer.shadowRadius", _) where number != nil: view.layer.shadowRadius = number!
        case ("layer.zPosition", _) where number != nil: view.layer.zPosition = number!
        case ("alpha", _) where number != nil: view.alpha = number!
        case ("tag", let value as NSNumber): view.tag = value.intValue
        case ("layer.masksToBounds", let flag as Bool): view.layer.masksToBounds = flag
        case ("clipsToBounds", let flag as Bool): view.clipsToBounds = flag
        case ("hidden", let flag as Bool): view.isHidden = flag
        case ("layer.shadowOffset", let size as CGSize): view.layer.shadowOffset = size
        case ("backgroundColor", let color as UIColor): view.backgroundColor = color
        case ("tintColor", let color as UIColor): view.tintColor = color
        case ("accessibilityIdentifier", let text as String): view.accessibilityIdentifier = text
        case ("accessibilityLabel", let text as String): view.accessibilityLabel = text
        default: return false
        }
        return true
    }
}
