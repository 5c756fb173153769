extension UIControl {
    /// The states a control can be in, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not respond to touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        public static let focused = State(rawValue: 1 << 3)
        /// States for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
