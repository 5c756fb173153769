import Foundation

/// The wheel style: a spinning wheel of the options, the selected one in the middle; the label is not shown.
public struct WheelPickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .wheel }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
