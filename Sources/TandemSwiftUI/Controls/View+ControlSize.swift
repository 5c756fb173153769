extension View {
    /// The size of the controls in this view: bordered buttons' padding,
    /// font and corners, and spinners (``ControlSize``).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// The shape of bordered buttons' backgrounds in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

extension EnvironmentValues {
    private struct ControlSizeKey: EnvironmentKey {
        static let defaultValue = ControlSize.regular
    }

    private struct ButtonBorderShapeKey: EnvironmentKey {
        static let defaultValue = ButtonBorderShape.automatic
    }

    /// The size controls in this environment are drawn at (regular by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The shape of bordered buttons' backgrounds (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}
