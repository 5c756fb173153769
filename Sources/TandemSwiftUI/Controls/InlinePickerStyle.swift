import Foundation

/// The inline style: in a list, the options as rows with the selected one checked; elsewhere a wheel.
public struct InlinePickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .inline }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
