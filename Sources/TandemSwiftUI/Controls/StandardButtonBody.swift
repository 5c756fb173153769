import Foundation

/// The body of the standard styles: reads whether buttons are enabled
/// (disabled buttons are gray) and applies the style's tint and shape.
struct StandardButtonBody: View {
    enum Kind {
        case tinted, plain, bordered, prominent
    }

    let configuration: ButtonStyleConfiguration
    let kind: Kind
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tintColor

    var body: some View {
        let tint = !isEnabled ? Color.gray : (configuration.role == .destructive ? Color.red : tintColor ?? Color.accentColor)
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
