import Foundation

/// A class whose properties Interface Builder's user-defined runtime
/// attributes and `@IBInspectable` fields set (Tandem only; Linux forces it).
///
/// UIKit sets each attribute with key-value coding (`setValue(_:forKeyPath:)`),
/// which Swift on Linux lacks, so a class that has such properties sets
/// them itself, by key path:
///
/// ```swift
/// extension RoundedButton: InterfaceBuilderKeyValueSettable {
///     func setInterfaceBuilderValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
///         switch keyPath {
///         case "cornerRadius": cornerRadius = CGFloat((value as? NSNumber)?.doubleValue ?? 0)
///         default: return false
///         }
///         return true
///     }
/// }
/// ```
///
/// Values come as key-value coding hands them over: a number as an
/// `NSNumber`, a Boolean as `Bool`, a string or localized string as
/// `String`, a color as `UIColor`, an image as `UIImage`, a point, size or
/// rectangle as `CGPoint`, `CGSize` or `CGRect`, a range as `NSRange`, and
/// nil. They are set after the object is made and before `awakeFromNib()`,
/// as in UIKit. Tandem sets the common key paths of views itself
/// (`layer.cornerRadius`, `layer.borderWidth`, `layer.masksToBounds`,
/// shadows, `clipsToBounds`, `alpha`, `tag`, colors, accessibility); a key
/// path neither knows is reported (UIKit raises `NSUnknownKeyException`).
@preconcurrency @MainActor
public protocol InterfaceBuilderKeyValueSettable: AnyObject {
    /// Sets the property `keyPath` names to `value`; false when the class
    /// has no such property (Tandem then tries the view's common key paths).
    func setInterfaceBuilderValue(_ value: Any?, forKeyPath keyPath: String) -> Bool
}
