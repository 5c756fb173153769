public import TandemUIKit

/// Which UIKit view behind one of Tandem's SwiftUI views to hand to
/// `introspect(_:customize:)`: in Tandem, `TextField`, `TextEditor`,
/// `Slider`, `Toggle`, `ScrollView` and `List` are drawn by real UIKit views.
///
/// A Tandem addition: iOS offers no such access (libraries reach for it
/// through private view hierarchies).
public struct IntrospectionTarget<PlatformView: UIView>: Sendable {}

extension IntrospectionTarget where PlatformView == UITextField {
    /// The `UITextField` of a `TextField` or `SecureField`.
    public static var textField: Self { Self() }
}

extension IntrospectionTarget where PlatformView == UITextView {
    /// The `UITextView` of a `TextEditor`.
    public static var textEditor: Self { Self() }
}

extension IntrospectionTarget where PlatformView == UISlider {
    /// The `UISlider` of a `Slider`.
    public static var slider: Self { Self() }
}

extension IntrospectionTarget where PlatformView == UISwitch {
    /// The `UISwitch` of a `Toggle`.
    public static var toggle: Self { Self() }
}

extension IntrospectionTarget where PlatformView == UIScrollView {
    /// The `UIScrollView` of a `ScrollView` (or of a `List`'s table).
    public static var scrollView: Self { Self() }
}

extension IntrospectionTarget where PlatformView == UITableView {
    /// The `UITableView` of a `List` or `Form`.
    public static var list: Self { Self() }
}
