/// Scrolling wheels of the components (drawn, not scrolled, in Tandem).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension WheelDatePickerStyle: DatePickerLookProviding {
    var look: DatePickerLook { .wheel }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Scrolling wheels of the components (drawn, not scrolled, in Tandem).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
