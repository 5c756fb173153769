import Foundation

extension UIScrollView {
    /// How dragging the content dismisses the keyboard
    /// (``UIScrollView/keyboardDismissMode``).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none = 0
        /// The keyboard goes when a drag begins.
        case onDrag = 1
        /// The keyboard goes when a drag ends with the finger over it, as
        /// when it is pulled off the screen (Tandem's keyboard does not
        /// follow the finger as it moves, as iOS's does).
        case interactive = 2
        /// As ``onDrag``, the input accessory view included.
        case onDragWithAccessory = 3
        /// As ``interactive``, the input accessory view included.
        case interactiveWithAccessory = 4
    }

    /// Ends editing in the window as ``keyboardDismissMode`` asks, when a
    /// drag begins (`finger` nil) or ends with the finger at `finger`
    /// (window coordinates).
    func dismissKeyboardForDrag(endingAt finger: CGPoint?) {
        guard let window else { return }
        let dismisses: Bool
        switch keyboardDismissMode {
        case .none: dismisses = false
        case .onDrag, .onDragWithAccessory: dismisses = finger == nil
        case .interactive, .interactiveWithAccessory:
            if let finger, let keyboard = window.softwareKeyboardFrame {
                dismisses = finger.y >= keyboard.minY
            } else {
                dismisses = false
            }
        }
        if dismisses { window.endEditing(true) }
    }
}
