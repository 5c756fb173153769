import Foundation

/// The default button style: the label in the accent color (red for
/// destructive buttons), dimmed while pressed.
///
/// A button in this style draws the look itself (no node for the style's
/// body); `makeBody(configuration:)` is for styles that wrap it.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}

    /// A button with the tinted label that runs the configuration's trigger.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
            .buttonStyle(StandardButtonStyle(kind: .tinted))
    }
}

extension DefaultButtonStyle: StandardButtonAppearance {
    var standardKind: StandardButtonBody.Kind { .tinted }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
