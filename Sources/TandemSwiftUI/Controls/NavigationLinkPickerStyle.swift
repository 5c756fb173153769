import Foundation

/// The navigation-link style: a row showing the label and the selected
/// option that, in a navigation stack, pushes a list of the options titled
/// with the label; picking one selects it and goes back. Outside a
/// navigation stack the row is disabled (grayed, a tap does nothing), as on iOS.
public struct NavigationLinkPickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
