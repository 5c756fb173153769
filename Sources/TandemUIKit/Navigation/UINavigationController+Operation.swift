extension UINavigationController {
    /// What a change of the stack does, as a navigation delegate's animator is asked for it.
    public enum Operation: Int, Sendable {
        /// No change.
        case none
        /// A controller is pushed.
        case push
        /// One or more controllers are popped.
        case pop
    }
}
