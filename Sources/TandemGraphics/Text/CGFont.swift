import Foundation

/// A font face as Core Graphics names it, without a size: what a text
/// layer's `font` takes.
///
/// Immutable and thread-safe. Tandem's faces are fontconfig's: a family
/// with a weight and a slant (see ``TextFont``).
public final class CGFont: Hashable, Sendable, CustomStringConvertible {
    /// The face, at an arbitrary size (a text layer sets its own).
    public let textFont: TextFont

    /// The face `name` names — a family ("DejaVu Sans") or a PostScript
    /// name ("DejaVuSans-Bold", what `UIFont.fontName` gives) — or nil when
    /// no installed face has that name, as Core Graphics returns.
    public init?(_ name: CFString) {
        guard let font = TextFont(name: name, size: 12) else { return nil }
        textFont = font
    }

    /// The face of a TandemGraphics font.
    public init(textFont: TextFont) {
        self.textFont = textFont
    }

    /// The face's PostScript name ("DejaVuSans-Bold").
    public var postScriptName: CFString? { textFont.postScriptName }

    /// The face's full name: its family and style ("DejaVu Sans Bold").
    public var fullName: CFString? {
        let style = String(textFont.postScriptName.split(separator: "-").last ?? "")
        return style == "Regular" ? textFont.familyName : "\(textFont.familyName) \(style)"
    }

    /// Faces are equal when they draw the same.
    public static func == (lhs: CGFont, rhs: CGFont) -> Bool {
        lhs.textFont.family == rhs.textFont.family && lhs.textFont.weight == rhs.textFont.weight
            && lhs.textFont.isItalic == rhs.textFont.isItalic
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(textFont.family)
        hasher.combine(textFont.weight)
        hasher.combine(textFont.isItalic)
    }

    /// The PostScript name.
    public var description: String { "<CGFont \(textFont.postScriptName)>" }
}
