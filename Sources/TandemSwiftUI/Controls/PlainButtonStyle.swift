import Foundation

/// A button that shows its label as it is, dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label, untinted.
    public func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: .plain)
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
