extension Button where Label == TandemSwiftUI.Label<Text, Image> {
    /// A button labeled with a localized title and an SF Symbol (a toolbar
    /// shows the symbol only, as the label's style there is icon-only).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TandemSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labeled with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TandemSwiftUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labeled with a localized title and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { TandemSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labeled with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { TandemSwiftUI.Label(title, systemImage: systemImage) }
    }
}
