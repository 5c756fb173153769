public import Foundation

// The names and keys are not isolated, as UIKit's are not (C constants
// there): an observer's block reads them in any context.
extension UIResponder {
    /// Posted before the software keyboard appears (a text input became
    /// first responder in a window with a software keyboard). The object is
    /// nil; `userInfo` carries ``keyboardFrameBeginUserInfoKey``,
    /// ``keyboardFrameEndUserInfoKey`` (`NSValue`s of `CGRect`s in window
    /// coordinates), ``keyboardAnimationDurationUserInfoKey`` and
    /// ``keyboardAnimationCurveUserInfoKey``.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the software keyboard appeared, at the commit that lays out for it.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the software keyboard goes away (no text input is first responder any more).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the software keyboard went away, at the commit that lays out for it.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (with every show and hide).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (with every show and hide).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change: an `NSValue` of a `CGRect`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` of a `CGRect`
    /// (off the bottom of the window when it hides).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, a `Double` (0: Tandem does not animate the keyboard).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve, an `Int` (0, ease-in-out; Tandem does not animate the keyboard).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this application, a `Bool` (always true).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
