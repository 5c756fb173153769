import Foundation

/// A button that shows its label as it is, dimmed while pressed.
///
/// A button in this style draws the look itself (no node for the style's
/// body); `makeBody(configuration:)` is for styles that wrap it.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}

    /// A button with the untinted label that runs the configuration's trigger.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
            .buttonStyle(StandardButtonStyle(kind: .plain))
    }
}

extension PlainButtonStyle: StandardButtonAppearance {
    var standardKind: StandardButtonBody.Kind { .plain }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
