extension UITableViewCell {
    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// A gray background (blue is no longer used on iOS either).
        case blue
        /// A gray background.
        case gray
        /// A gray background.
        case `default`
    }
}
