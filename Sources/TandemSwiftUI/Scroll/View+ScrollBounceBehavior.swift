extension View {
    /// How scroll views and lists inside this view bounce along `axes`
    /// when their content fits (their `alwaysBounceVertical` and
    /// `alwaysBounceHorizontal`).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(
            EnvironmentTransformModifier { environment in
                if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
                if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            })
    }
}

extension EnvironmentValues {
    private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
        static let defaultValue = ScrollBounceBehavior.automatic
    }

    private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
        static let defaultValue = ScrollBounceBehavior.automatic
    }

    /// How scroll views in this environment bounce vertically when their content fits.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scroll views in this environment bounce horizontally when their content fits.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }
}
