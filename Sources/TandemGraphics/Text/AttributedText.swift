import Foundation
import TandemSupport

/// How one run of text looks.
public struct TextAttributes: Hashable, Sendable {
    /// The font.
    public var font: TextFont
    /// The color of the glyphs.
    public var foregroundColor: CGColor
    /// A color painted behind the glyphs, or nil.
    public var backgroundColor: CGColor?
    /// The underline, or empty for none.
    public var underlineStyle: TextUnderlineStyle
    /// The underline's color; nil uses the foreground color.
    public var underlineColor: CGColor?
    /// The strikethrough, or empty for none.
    public var strikethroughStyle: TextUnderlineStyle
    /// The strikethrough's color; nil uses the foreground color.
    public var strikethroughColor: CGColor?
    /// Extra space after each character in points (UIKit's `.kern`); non-finite becomes 0.
    public var kern: CGFloat
    /// How far the glyphs are raised above the line's baseline, in points
    /// (UIKit's `.baselineOffset`; negative lowers them). The line's ascent
    /// and descent are those of the moved glyphs (Pango's measure), so text
    /// raised as a whole has its baseline that much lower in its lines.
    /// Non-finite becomes 0.
    public var baselineOffset: CGFloat

    /// Creates attributes; only the font is required.
    public init(
        font: TextFont, foregroundColor: CGColor = .black, backgroundColor: CGColor? = nil,
        underlineStyle: TextUnderlineStyle = [], underlineColor: CGColor? = nil,
        strikethroughStyle: TextUnderlineStyle = [], strikethroughColor: CGColor? = nil, kern: CGFloat = 0,
        baselineOffset: CGFloat = 0
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.kern = kern.isFinite ? kern : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}

/// A string with attributes over ranges of it.
///
/// Ranges are UTF-16 offsets, as `NSRange` counts them, so ranges from UIKit
/// delegates map exactly. The runs always cover the whole string without gaps
/// or overlaps. Out-of-range ranges are clamped to the string and reported.
public struct AttributedText: Hashable, Sendable {
    /// One stretch of text with the same attributes.
    public struct Run: Hashable, Sendable {
        /// The UTF-16 offsets the run covers.
        public var range: Range<Int>
        /// The run's attributes.
        public var attributes: TextAttributes
    }

    /// The text.
    public private(set) var string: String
    /// The runs, in order, covering `0..<string.utf16.count`. Empty text has one empty run.
    public private(set) var runs: [Run]

    /// Creates text with one set of attributes throughout.
    public init(_ string: String, attributes: TextAttributes) {
        self.string = string
        runs = [Run(range: 0..<string.utf16.count, attributes: attributes)]
    }

    /// Creates plain text in `font` and `color`.
    public init(_ string: String, font: TextFont, color: CGColor = .black) {
        self.init(string, attributes: TextAttributes(font: font, foregroundColor: color))
    }

    /// The length in UTF-16 code units.
    public var length: Int { string.utf16.count }

    /// Replaces the attributes over `range` (clamped to the text).
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        modifyAttributes(in: range) { $0 = attributes }
    }

    /// Changes the attributes over `range` (clamped to the text), run by run.
    public mutating func modifyAttributes(in range: Range<Int>, _ change: (inout TextAttributes) -> Void) {
        let clamped = clamp(range)
        guard !clamped.isEmpty else { return }
        var result: [Run] = []
        for run in runs {
            let overlap = run.range.clamped(to: clamped)
            if overlap.isEmpty {
                result.append(run)
                continue
            }
            if run.range.lowerBound < overlap.lowerBound {
                result.append(Run(range: run.range.lowerBound..<overlap.lowerBound, attributes: run.attributes))
            }
            var changed = run.attributes
            change(&changed)
            result.append(Run(range: overlap, attributes: changed))
            if overlap.upperBound < run.range.upperBound {
                result.append(Run(range: overlap.upperBound..<run.range.upperBound, attributes: run.attributes))
            }
        }
        runs = AttributedText.merged(result)
    }

    /// The attributes at a UTF-16 offset (clamped to the text).
    public func attributes(at index: Int) -> TextAttributes {
        let i = min(max(index, 0), max(length - 1, 0))
        return runs.first { $0.range.contains(i) }?.attributes ?? runs[0].attributes
    }

    private func clamp(_ range: Range<Int>) -> Range<Int> {
        let limit = length
        let clamped = min(max(range.lowerBound, 0), limit)..<min(max(range.upperBound, 0), limit)
        if clamped != range {
            Diagnostics.report("Text", "range \(range) is outside the text (length \(limit)); clamped to \(clamped)")
        }
        return clamped
    }

    /// Joins neighbouring runs with equal attributes, so equal texts compare and hash equal.
    private static func merged(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs where !run.range.isEmpty {
            if let last = result.last, last.attributes == run.attributes, last.range.upperBound == run.range.lowerBound
            {
                result[result.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                result.append(run)
            }
        }
        return result.isEmpty ? [runs[0]] : result
    }
}
