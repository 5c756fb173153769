/// The font traits a view sets for the text inside (`fontWeight(_:)`,
/// `bold(_:)`, `fontDesign(_:)`, `fontWidth(_:)`), kept apart from the
/// environment's font: as in SwiftUI, they reach text whose font is set
/// further in (`.font(.title)` inside a `.fontDesign(.serif)` is a serif
/// title), and fill in only what that font leaves unset. A font set
/// further out takes them over its own (``overriding(_:)``): the
/// innermost setting wins.
struct FontModifiers: Hashable, Sendable {
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?

    /// `font` with these traits over its own.
    func overriding(_ font: Font) -> Font {
        var font = font
        if let weight { font.weightValue = weight }
        if let width { font.widthValue = width }
        if let design {
            switch font.base {
            case .style(let style, _): font.base = .style(style, design)
            case .system(let size, _): font.base = .system(size: size, design: design)
            case .custom, .uiFont: break
            }
        }
        return font
    }

    /// `font` with the traits it leaves unset filled in from these.
    func filling(_ font: Font) -> Font {
        guard self != FontModifiers() else { return font }
        var font = font
        if font.weightValue == nil, let weight { font.weightValue = weight }
        if font.widthValue == nil, let width { font.widthValue = width }
        if let design {
            switch font.base {
            case .style(let style, nil): font.base = .style(style, design)
            case .system(let size, nil): font.base = .system(size: size, design: design)
            case .style, .system, .custom, .uiFont: break
            }
        }
        return font
    }
}

extension EnvironmentValues {
    private struct FontModifiersKey: EnvironmentKey {
        static let defaultValue = FontModifiers()
    }

    /// The font traits views around set for the text inside.
    var fontModifiers: FontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }

    /// Sets one font trait (``fontModifiers``) to `value`, and gives it to
    /// the font set around, if any, over that font's own: a modifier
    /// further in wins over a font further out.
    mutating func setFontModifier<Value>(_ trait: WritableKeyPath<FontModifiers, Value?>, _ value: Value?) {
        fontModifiers[keyPath: trait] = value
        guard let font, value != nil else { return }
        var only = FontModifiers()
        only[keyPath: trait] = value
        self.font = only.overriding(font)
    }
}
