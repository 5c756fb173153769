/// A type-erased button style kept in the environment: a ``ButtonStyle``,
/// a ``PrimitiveButtonStyle``, or one of the built-in looks the button
/// draws itself.
struct AnyButtonStyle {
    enum Kind {
        /// A built-in style: the button draws this look without the style's body.
        case standard(StandardButtonBody.Kind)
        /// A style that draws the label; the button tracks touches.
        case custom(any ButtonStyle)
        /// A style that draws the button and triggers its action.
        case primitive(any PrimitiveButtonStyle)
    }

    let kind: Kind

    init<S: ButtonStyle>(_ style: S) {
        kind = (style as? any StandardButtonAppearance).map { Kind.standard($0.standardKind) } ?? Kind.custom(style)
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        kind = (style as? any StandardButtonAppearance).map { Kind.standard($0.standardKind) } ?? Kind.primitive(style)
    }
}

extension ButtonStyle {
    /// The style's body, not erased: the button's node holds it directly.
    @MainActor func erasedBody(_ configuration: ButtonStyleConfiguration) -> any View {
        makeBody(configuration: configuration)
    }
}

extension PrimitiveButtonStyle {
    /// The style's body, not erased: the button's node holds it directly.
    @MainActor func erasedBody(_ configuration: PrimitiveButtonStyleConfiguration) -> any View {
        makeBody(configuration: configuration)
    }
}
