/// The navigation bar look a screen's content asks for.
struct NavigationBarLookKey: PreferenceKey {
    static var defaultValue: NavigationBarLook? { nil }

    /// Each part from the first view in order that sets it.
    static func reduce(value: inout NavigationBarLook?, nextValue: () -> NavigationBarLook?) {
        guard let next = nextValue() else { return }
        var look = value ?? NavigationBarLook()
        look.background = look.background ?? next.background
        look.visibility = look.visibility ?? next.visibility
        look.colorScheme = look.colorScheme ?? next.colorScheme
        value = look
    }
}
