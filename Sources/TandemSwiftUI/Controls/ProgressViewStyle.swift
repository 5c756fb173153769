/// The appearance of progress views: build it from the configuration's
/// fraction and labels.
///
/// Apply with `.progressViewStyle(_:)`; it reaches every progress view
/// inside. A progress view made in a style's body from the configuration
/// (`ProgressView(configuration)`) is drawn by the style set around the
/// one drawing it, or the automatic one, as in SwiftUI.
public protocol ProgressViewStyle {
    /// The view a styled progress view shows.
    associatedtype Body: View
    /// The configuration `makeBody` receives.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The progress view's appearance for `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension EnvironmentValues {
    private struct ProgressViewStylesKey: EnvironmentKey {
        static var defaultValue: [AnyProgressViewStyle] { [] }
    }

    /// The progress view styles set around this view, the innermost last
    /// (empty: the automatic style).
    var progressViewStyles: [AnyProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Styles every progress view inside this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.progressViewStyles.append(AnyProgressViewStyle(style: style)) })
    }
}
