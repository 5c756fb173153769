extension UITableViewCell {
    /// How the lines between rows are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none
        /// A thin line under each row.
        case singleLine
        /// As `singleLine`.
        case singleLineEtched
    }
}
