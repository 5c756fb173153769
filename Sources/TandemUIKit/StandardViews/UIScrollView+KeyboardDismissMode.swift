import Foundation

extension UIScrollView {
    /// How dragging the content dismisses the keyboard
    /// (``UIScrollView/keyboardDismissMode``).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none = 0
        /// The keyboard goes when a drag begins.
        case onDrag = 1
        /// The keyboard goes when a drag that moves the content down ends
        /// (iOS lets the finger pull the keyboard down; Tandem's keyboard
        /// does not follow the finger).
        case interactive = 2
        /// As ``onDrag``, the input accessory view included.
        case onDragWithAccessory = 3
        /// As ``interactive``, the input accessory view included.
        case interactiveWithAccessory = 4
    }

    /// Ends editing in the window as ``keyboardDismissMode`` asks, when a
    /// drag begins (`ended` false) or ends having moved the content down by
    /// `downward` points.
    func dismissKeyboardForDrag(ended: Bool, downward: CGFloat) {
        let dismisses: Bool
        switch keyboardDismissMode {
        case .none: dismisses = false
        case .onDrag, .onDragWithAccessory: dismisses = !ended
        case .interactive, .interactiveWithAccessory: dismisses = ended && downward > 0
        }
        if dismisses { window?.endEditing(true) }
    }
}
