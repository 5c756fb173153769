import Foundation

/// The default style: a menu on iOS (a button showing the selected option; in a list row, after the label).
public struct DefaultPickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
