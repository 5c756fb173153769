public import Foundation

/// A minimal software keyboard: Tandem's keyboards are physical, so a
/// window shows no on-screen keyboard unless a test or an app asks for one
/// with ``UIWindow/tandemSoftwareKeyboardHeight``. Then, as on iOS, a text
/// input (a `UIKeyInput`) becoming first responder shows the keyboard at
/// the bottom of the window, and the last one resigning hides it, with
/// UIKit's keyboard notifications. SwiftUI content of hosting views
/// avoids it (the `.keyboard` safe-area region); UIKit views are not moved.
extension UIWindow {
    /// The height of the simulated software keyboard, full window width at
    /// its bottom; 0 (the default) means no software keyboard: nothing shows
    /// and no keyboard notifications are posted. A Tandem addition. Changing
    /// it while the keyboard shows moves the keyboard (with the frame-change
    /// notifications).
    public var tandemSoftwareKeyboardHeight: CGFloat {
        get { softwareKeyboardHeightStorage }
        set {
            let height = max(0, newValue)
            guard height != softwareKeyboardHeightStorage else { return }
            softwareKeyboardHeightStorage = height
            updateSoftwareKeyboard()
        }
    }

    /// The software keyboard's frame in window coordinates while it shows;
    /// nil when it does not.
    package var softwareKeyboardFrame: CGRect? { softwareKeyboardFrameStorage }

    /// Shows, moves or hides the keyboard for the current first responder
    /// and keyboard height, posting the notifications around the change.
    func updateSoftwareKeyboard() {
        let wanted: CGRect? =
            softwareKeyboardHeightStorage > 0 && firstResponder is UIKeyInput
            ? CGRect(
                x: 0, y: bounds.height - softwareKeyboardHeightStorage, width: bounds.width,
                height: softwareKeyboardHeightStorage)
            : nil
        let current = softwareKeyboardFrameStorage
        guard wanted != current else { return }
        let hidden = CGRect(x: 0, y: bounds.height, width: bounds.width, height: (wanted ?? current)?.height ?? 0)
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: current ?? hidden),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: wanted ?? hidden),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.0,
            UIResponder.keyboardAnimationCurveUserInfoKey: 0,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        let (will, did): (Notification.Name?, Notification.Name?) =
            current == nil
            ? (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
            : wanted == nil
                ? (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
                : (nil, nil)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        if let will { center.post(name: will, object: nil, userInfo: userInfo) }
        softwareKeyboardFrameStorage = wanted
        // Hosting views lay their content out again around the keyboard.
        markSafeAreaChanged(self)
        enqueueCompletion {
            if let did { center.post(name: did, object: nil, userInfo: userInfo) }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
        }
    }
}
