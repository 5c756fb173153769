extension View {
    /// The shape of bordered buttons' backgrounds in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

extension EnvironmentValues {
    private struct ButtonBorderShapeKey: EnvironmentKey {
        static let defaultValue = ButtonBorderShape.automatic
    }

    /// The shape of bordered buttons' backgrounds (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}
