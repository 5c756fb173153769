/// Whether a scroll view bounces when its content fits
/// (`scrollBounceBehavior(_:axes:)`).
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, always, basedOnSize
    }

    let kind: Kind

    /// The platform's choice: on iOS, scroll views bounce along their axes whatever their content's size.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// The scroll view bounces along the axes even when its content fits.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// The scroll view bounces only when its content is larger than it along the axis.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

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
