extension UITextField {
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled.
        case cancelled = 1
    }
}
