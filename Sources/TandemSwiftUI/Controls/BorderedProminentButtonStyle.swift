import Foundation

/// A button on a solid tinted background with white text.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent style.
    public init() {}

    /// The white label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: .prominent)
    }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
