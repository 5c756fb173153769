extension UITextField {
    /// The border drawn around the text.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle on a background, the standard look.
        case roundedRect = 3
    }
}
