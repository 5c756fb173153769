/// The appearance of labels: build it from the configuration's title and icon.
///
/// Apply with `.labelStyle(_:)`; it reaches every label inside. The
/// built-in styles show the title and the icon (the default), the icon
/// only, or the title only.
public protocol LabelStyle {
    /// The view a styled label shows.
    associatedtype Body: View
    /// The configuration `makeBody` receives.
    typealias Configuration = LabelStyleConfiguration

    /// The label's appearance for `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A type-erased label style kept in the environment.
struct AnyLabelStyle {
    let style: any LabelStyle

    init<S: LabelStyle>(_ style: S) {
        self.style = style
    }

    /// The style's body for `configuration`, not erased: the label's node holds it directly.
    @MainActor func makeBody(_ configuration: LabelStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension EnvironmentValues {
    private struct LabelStyleKey: EnvironmentKey {
        static var defaultValue: AnyLabelStyle? { nil }
    }

    /// The style of labels in this view (`nil`: the automatic style, title and icon).
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Styles every label inside this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.labelStyle = AnyLabelStyle(style) })
    }
}
