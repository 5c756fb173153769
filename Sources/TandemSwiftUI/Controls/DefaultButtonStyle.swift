import Foundation

/// The default button style: the label in the accent color (red for
/// destructive buttons), dimmed while pressed.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}

    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: .tinted)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
