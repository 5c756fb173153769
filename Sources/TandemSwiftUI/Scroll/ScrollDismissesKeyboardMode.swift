import TandemUIKit

/// How scrolling dismisses the keyboard (`scrollDismissesKeyboard(_:)`):
/// the scroll views and lists inside take it as their
/// `UIScrollView.keyboardDismissMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let mode: UIScrollView.KeyboardDismissMode?

    /// As the content decides: scroll views and lists dismiss the keyboard
    /// as scrolling begins, as on iOS 16 and later.
    public static let automatic = ScrollDismissesKeyboardMode(mode: nil)
    /// The keyboard goes as soon as scrolling begins.
    public static let immediately = ScrollDismissesKeyboardMode(mode: .onDrag)
    /// The keyboard goes when a drag ends with the finger over it (iOS's
    /// keyboard follows the finger; Tandem's does not).
    public static let interactively = ScrollDismissesKeyboardMode(mode: .interactive)
    /// Scrolling never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(mode: UIScrollView.KeyboardDismissMode.none)

    /// The UIKit mode scroll views and lists take.
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode { mode ?? .onDrag }
}

extension View {
    /// How scroll views and lists inside this view dismiss the keyboard as
    /// they are scrolled.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}

extension EnvironmentValues {
    private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
        static let defaultValue = ScrollDismissesKeyboardMode.automatic
    }

    /// How scroll views in this environment dismiss the keyboard (automatic by default).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}
