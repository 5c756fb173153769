extension View {
    /// The size of the controls in this view: bordered buttons' padding,
    /// font and corners, and spinners (``ControlSize``).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

extension EnvironmentValues {
    private struct ControlSizeKey: EnvironmentKey {
        static let defaultValue = ControlSize.regular
    }

    /// The size controls in this environment are drawn at (regular by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
