extension View {
    /// Lets text inside tighten its letter spacing before truncating.
    /// Pango does not tighten, so text is truncated as it would be without
    /// it; the setting is kept in the environment (see docs/Compatibility.md).
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}

extension EnvironmentValues {
    private struct AllowsTighteningKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether text may tighten its letter spacing to fit (`allowsTightening(_:)`).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}
