extension UITableViewCell {
    /// The classic layouts of ``textLabel``, ``detailTextLabel`` and ``imageView``.
    public enum CellStyle: Int, Sendable {
        /// A text label (and an image).
        case `default`
        /// The detail text at the trailing edge, in gray (a setting's value).
        case value1
        /// A small label beside the detail text (drawn as `value1` in Tandem).
        case value2
        /// The detail text under the text, smaller and gray.
        case subtitle
    }
}
