public import Foundation

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

/// A borderless button: the same look as the default style.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}

    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button that shows its label as it is, dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label, untinted.
    public func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: .plain)
    }
}

/// A button on a light tinted capsule-cornered background.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}

    /// The tinted label on a tinted background.
    public func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: .bordered)
    }
}

/// A button on a solid tinted background with white text.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent style.
    public init() {}

    /// The white label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: .prominent)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The body of the standard styles: reads whether buttons are enabled
/// (disabled buttons are gray) and applies the style's tint and shape.
struct StandardButtonBody: View {
    enum Kind {
        case tinted, plain, bordered, prominent
    }

    let configuration: ButtonStyleConfiguration
    let kind: Kind
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let tint = !isEnabled ? Color.gray : (configuration.role == .destructive ? Color.red : Color.accentColor)
        let pressedOpacity = kind == .tinted ? 0.2 : 0.5
        switch kind {
        case .plain:
            configuration.label
                .opacity(configuration.isPressed ? pressedOpacity : 1)
        case .tinted:
            configuration.label
                .foregroundStyle(tint)
                .opacity(configuration.isPressed ? pressedOpacity : 1)
        case .bordered:
            configuration.label
                .foregroundStyle(tint)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
                .opacity(configuration.isPressed ? pressedOpacity : 1)
        case .prominent:
            configuration.label
                .foregroundStyle(isEnabled ? Color.white : Color.gray)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(isEnabled ? tint : Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
                .opacity(configuration.isPressed ? pressedOpacity : 1)
        }
    }
}
