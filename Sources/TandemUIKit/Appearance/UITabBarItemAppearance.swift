public import Foundation

/// How tab bar items look in one layout (stacked, inline or compact
/// inline), per state.
///
/// Main actor only. A ``UITabBarAppearance`` holds one per layout; the bar
/// uses the ``normal`` state for unselected items, ``selected`` for the
/// selected one and ``disabled`` for disabled ones.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// The layouts of tab bar items.
    public enum Style: Int, Sendable {
        /// The image above the title (iPhone in portrait).
        case stacked = 0
        /// The image beside the title (a regular-width bar).
        case inline = 1
        /// The image beside the title, smaller (a compact-height bar).
        case compactInline = 2
    }

    /// The look of items neither selected nor disabled.
    open var normal: UITabBarItemStateAppearance { normalStorage }
    /// The look of the selected item.
    open var selected: UITabBarItemStateAppearance { selectedStorage }
    /// The look of disabled items.
    open var disabled: UITabBarItemStateAppearance { disabledStorage }
    /// The look of a focused item.
    open var focused: UITabBarItemStateAppearance { focusedStorage }

    private var normalStorage = UITabBarItemStateAppearance()
    private var selectedStorage = UITabBarItemStateAppearance()
    private var disabledStorage = UITabBarItemStateAppearance()
    private var focusedStorage = UITabBarItemStateAppearance()

    /// Creates the default appearance of stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// Creates the default appearance of items in the `style` layout.
    public required init(style: Style) {
        configureWithDefault(for: style)
    }

    /// Appearances are not archived on Linux; this makes a default one.
    public convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Resets every state to the system's default for `style`: no colors
    /// (the tint for the selected item, gray for the others) and no attributes.
    open func configureWithDefault(for style: Style) {
        normalStorage = UITabBarItemStateAppearance()
        selectedStorage = UITabBarItemStateAppearance()
        disabledStorage = UITabBarItemStateAppearance()
        focusedStorage = UITabBarItemStateAppearance()
    }

    /// A copy with copies of every state.
    open func copy() -> Self {
        let copy = Self(style: .stacked)
        copy.normalStorage = normalStorage.copy()
        copy.selectedStorage = selectedStorage.copy()
        copy.disabledStorage = disabledStorage.copy()
        copy.focusedStorage = focusedStorage.copy()
        return copy
    }
}
