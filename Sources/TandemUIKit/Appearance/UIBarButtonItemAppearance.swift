public import Foundation

/// How a kind of bar button (plain or done) looks, per state.
///
/// Main actor only. A bar applies the ``normal`` state's title attributes
/// and title offset to its buttons of that kind, and the ``disabled``
/// state's to disabled ones.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The look of an enabled button.
    open var normal: UIBarButtonItemStateAppearance { normalStorage }
    /// The look while the button is pressed.
    open var highlighted: UIBarButtonItemStateAppearance { highlightedStorage }
    /// The look of a disabled button.
    open var disabled: UIBarButtonItemStateAppearance { disabledStorage }
    /// The look of a focused button.
    open var focused: UIBarButtonItemStateAppearance { focusedStorage }

    private var normalStorage = UIBarButtonItemStateAppearance()
    private var highlightedStorage = UIBarButtonItemStateAppearance()
    private var disabledStorage = UIBarButtonItemStateAppearance()
    private var focusedStorage = UIBarButtonItemStateAppearance()

    /// Creates the default appearance of plain buttons.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Creates the default appearance of buttons of `style`.
    public required init(style: UIBarButtonItem.Style) {
        configureWithDefault(for: style)
    }

    /// Appearances are not archived on Linux; this makes a default one.
    public convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Resets every state to the system's default for buttons of `style`:
    /// no attributes (the bar's font: regular for plain, bold for done) and no offsets.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normalStorage = UIBarButtonItemStateAppearance()
        highlightedStorage = UIBarButtonItemStateAppearance()
        disabledStorage = UIBarButtonItemStateAppearance()
        focusedStorage = UIBarButtonItemStateAppearance()
    }

    /// A copy with copies of every state.
    open func copy() -> Self {
        let copy = Self(style: .plain)
        copy.normalStorage = normalStorage.copy()
        copy.highlightedStorage = highlightedStorage.copy()
        copy.disabledStorage = disabledStorage.copy()
        copy.focusedStorage = focusedStorage.copy()
        return copy
    }

    /// What a button in `isEnabled` state uses.
    func state(enabled: Bool) -> UIBarButtonItemStateAppearance {
        enabled ? normalStorage : disabledStorage
    }
}
