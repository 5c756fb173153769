import Foundation

/// The navigation-link style: in a navigation stack, a row showing the
/// label and the selected option that pushes a list of the options; picking
/// one selects it and goes back. Outside a navigation stack it draws as
/// `.menu` (iOS shows it disabled there).
public struct NavigationLinkPickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
