extension UITextField {
    /// When an overlay view (the clear button) is shown.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field is being edited.
        case whileEditing = 1
        /// While it is not.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }
}
