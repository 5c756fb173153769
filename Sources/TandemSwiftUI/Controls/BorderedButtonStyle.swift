import Foundation

/// A button on a light tinted capsule-cornered background.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}

    /// The tinted label on a tinted background.
    public func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: .bordered)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
