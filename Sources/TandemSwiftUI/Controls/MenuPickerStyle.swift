import Foundation

/// The menu style: a button showing the selected option that opens a menu of the options (in a list row, after the label).
public struct MenuPickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
