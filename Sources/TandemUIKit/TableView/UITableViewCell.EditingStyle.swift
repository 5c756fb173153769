extension UITableViewCell {
    /// The editing control a row shows while its table edits.
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }
}
