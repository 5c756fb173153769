import Foundation

/// A borderless button: the same look as the default style.
///
/// A button in this style draws the look itself (no node for the style's
/// body); `makeBody(configuration:)` is for styles that wrap it.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}

    /// A button with the tinted label that runs the configuration's trigger.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonStyle().makeBody(configuration: configuration)
    }
}

extension BorderlessButtonStyle: StandardButtonAppearance {
    var standardKind: StandardButtonBody.Kind { .tinted }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
