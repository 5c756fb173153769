extension UITableViewCell {
    /// The standard accessories drawn at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron: tapping the row goes somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark, in the tint color.
        case checkmark
        /// An info button.
        case detailButton
    }
}
