/// Text fields with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded style.
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
