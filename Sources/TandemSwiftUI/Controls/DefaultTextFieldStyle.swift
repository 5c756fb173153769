/// The default text field style (no border, as on iOS).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
