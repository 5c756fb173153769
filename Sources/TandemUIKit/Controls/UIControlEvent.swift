extension UIControl {
    /// The events a control sends actions for, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a set of events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second or later tap touched down in the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside it.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside it: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside it.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch sequence was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (slider, switch, stepper…).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The menu action of the control was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events for the system's own use.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
