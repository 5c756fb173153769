/// Imported publicly: the public declarations below use its types.
public import Foundation

/// Read-only text: one or more runs, each with its own font, weight, color
/// and decorations, wrapped and truncated as measured by Pango.
///
/// Modifiers that return `Text` (`bold()`, `foregroundColor(_:)`...) style
/// every run that does not set that attribute itself, so `(Text("a").bold()
/// + Text("b")).italic()` is bold-italic "a" and italic "b". Drawn by a
/// `UILabel`.
public struct Text: Equatable, Sendable {
    struct Style: Equatable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var color: Color?
        var underline: Decoration?
        var strikethrough: Decoration?
        var kerning: CGFloat?
        var baselineOffset: CGFloat?
        var monospaced: Bool?
        /// The design the text's font is drawn in (`fontDesign(_:)`).
        var design: Font.Design?
        /// The width the text's font is drawn at (`fontWidth(_:)`).
        var width: Font.Width?
        /// Where a Markdown link in the text goes: a tap on its glyphs opens it (`openURL`).
        var link: URL?
        /// The level of the foreground style the text is drawn in
        /// (`.foregroundStyle(.secondary)`: 1), when no color is set.
        var foregroundLevel: Int?

        /// Whether the style draws more than a font and a color (an
        /// attributed string carries it to the label).
        var isDecorated: Bool {
            underline?.isActive == true || strikethrough?.isActive == true || kerning != nil || baselineOffset != nil
        }

        /// Whether the style sets nothing of its font or color: the
        /// environment's font and foreground color draw it unchanged.
        var takesFontAndColorFromEnvironment: Bool {
            font == nil && weight == nil && italic != true && monospaced != true && color == nil
                && foregroundLevel == nil && design == nil && width == nil
        }

        /// Fills attributes this style leaves unset from `outer`.
        func inheriting(_ outer: Style) -> Style {
            // A color and a level are one setting: a run with either keeps its own.
            let ownsColor = color != nil || foregroundLevel != nil
            return Style(
                font: font ?? outer.font, weight: weight ?? outer.weight, italic: italic ?? outer.italic,
                color: ownsColor ? color : outer.color, underline: underline ?? outer.underline,
                strikethrough: strikethrough ?? outer.strikethrough, kerning: kerning ?? outer.kerning,
                baselineOffset: baselineOffset ?? outer.baselineOffset, monospaced: monospaced ?? outer.monospaced,
                design: design ?? outer.design, width: width ?? outer.width, link: link ?? outer.link,
                foregroundLevel: ownsColor ? foregroundLevel : outer.foregroundLevel)
        }
    }

    struct Decoration: Equatable, Sendable {
        var isActive: Bool
        var color: Color?
    }

    struct Run: Equatable, Sendable {
        /// The characters; for formatted text, as the process's locale formats them.
        var string: String
        var style: Style
        /// How formatted text is made for the environment's locale (nil: `string` as it is).
        var formatting: LocaleFormatting? = nil

        /// The characters shown in `environment`: formatted text in its locale.
        func string(in environment: EnvironmentValues) -> String {
            formatting?.string(environment.locale) ?? string
        }

        /// The run with its colors (the text's and its decorations')
        /// taken out: what its size depends on. Runs equal in it size alike.
        var sizingFacts: Run {
            var facts = self
            facts.style.color = nil
            facts.style.foregroundLevel = nil
            facts.style.underline?.color = nil
            facts.style.strikethrough?.color = nil
            return facts
        }
    }

    /// The characters of a text of one run with no style and no
    /// formatting (most labels), with no array of runs made for it; `nil`
    /// when ``styledRuns`` holds the runs. Not an enum of the two: a view
    /// holding a `Text` is compared field by field, and an enum with a
    /// payload has no field plan (``ViewEquality``).
    private(set) var plainString: String?
    /// The runs of any other text.
    private var styledRuns: [Run]?

    /// The text's runs (one for a plain text).
    var runs: [Run] {
        get {
            if let plainString { return [Run(string: plainString, style: Style())] }
            return styledRuns ?? []
        }
        set {
            plainString = nil
            styledRuns = newValue
        }
    }

    private init(plain: String) {
        plainString = plain
        styledRuns = nil
    }

    init(runs: [Run]) {
        plainString = nil
        styledRuns = runs
    }

    /// Text shown exactly as given, without localization or Markdown.
    public init(verbatim content: String) {
        self.init(plain: content)
    }

    /// Text shown exactly as given (a string value is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(plain: String(content))
    }

    /// Localized text: the key's translation with its values put in place,
    /// inline Markdown emphasis applied.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        let resolved = key.resolved(tableName: tableName, bundle: bundle)
        if InlineMarkdown.mayHoldMarkers(resolved) {
            self.init(runs: InlineMarkdown.runs(resolved))
        } else {
            self.init(plain: resolved)
        }
    }

    /// Text from an attributed string's characters.
    ///
    /// Disfavored: Linux's Foundation makes `AttributedString` expressible by
    /// a string literal (Apple's is not), which would otherwise take
    /// `Text("literal")` from the localized, Markdown-reading initializer.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(plain: String(attributedContent.characters))
    }

    /// Texts of the same runs are equal, however they are held.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        if let left = lhs.plainString, let right = rhs.plainString { return left == right }
        return lhs.runs == rhs.runs
    }

    /// The characters of every run.
    var string: String { plainString ?? runs.map(\.string).joined() }

    private func styled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        var outer = Style()
        change(&outer)
        for index in copy.runs.indices { copy.runs[index].style = copy.runs[index].style.inheriting(outer) }
        return copy
    }

    /// Concatenates two texts; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs += rhs.runs
        return result
    }

    /// This text in `font` (where runs set none).
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// This text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italics.
    public func italic() -> Text { styled { $0.italic = true } }
    /// This text in italics, or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text's font in `design` (a text-style or system font; a named
    /// font keeps its face); nil leaves the design as it is.
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// This text's font at `width`; nil leaves the width as it is.
    public func fontWidth(_ width: Font.Width?) -> Text { styled { $0.width = width } }
    /// This text in a fixed-width font.
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.monospaced = isActive } }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color } }
    /// This text in `style`: a color, or a level of the foreground style
    /// around the text (`.secondary`). Other styles leave the text's color as it is.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        if let level = style as? HierarchicalShapeStyle { return styled { $0.foregroundLevel = level.level } }
        return self
    }
    /// This text underlined (in `color`, or the text's color).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = Decoration(isActive: isActive, color: color) }
    }
    /// This text struck through (in `color`, or the text's color).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = Decoration(isActive: isActive, color: color) }
    }
    /// This text with `kerning` points between characters.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    /// This text with `tracking` points between characters.
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// This text with its glyphs raised `baselineOffset` points above its
    /// baseline (a negative offset lowers them), as on iOS: above the
    /// baseline its neighbours align to (`firstTextBaseline`,
    /// `lastTextBaseline`), or the other runs of a concatenated `Text` sit on.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = baselineOffset } }

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start: "…end".
        case head
        /// At the end: "start…".
        case tail
        /// In the middle: "sta…end".
        case middle
    }

    /// How letters are cased.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }
}

extension Text: View {
    /// Never called: text is drawn by a UIKit label.
    public var body: Never { primitiveBodyCalled(Self.self) }
}
