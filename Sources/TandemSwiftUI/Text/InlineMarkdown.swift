import Foundation

/// The inline Markdown SwiftUI applies to localized text: `**bold**`,
/// `*italic*` or `_italic_`, `` `code` ``, `~~strike~~` and links
/// (`[text](https://...)`, drawn in the accent color and opened by a tap
/// through the environment's `openURL`). Unmatched markers
/// are shown as written.
enum InlineMarkdown {
    static func runs(_ source: String) -> [Text.Run] {
        guard mayHoldMarkers(source) else { return [Text.Run(string: source, style: Text.Style())] }
        var runs: [Text.Run] = []
        parse(Substring(source), style: Text.Style(), into: &runs)
        return runs.isEmpty ? [Text.Run(string: "", style: Text.Style())] : runs
    }

    /// Whether `source` has a character that may start a marker or a link.
    ///
    /// ASCII text (most titles and labels, a `Button("x")` made by every
    /// evaluation of its row) is scanned by its bytes, each of which is a
    /// character there (the one pair, CR LF, holds no marker); other text
    /// is compared character by character, as
    /// Swift compares them (a character canonically equivalent to a marker,
    /// such as U+1FEF to the backquote, is one).
    static func mayHoldMarkers(_ source: String) -> Bool {
        var sawMarker = false
        for byte in source.utf8 {
            if byte >= 0x80 { return source.contains(where: { "*_`~[".contains($0) }) }
            // * _ ` ~ [
            if byte == 0x2A || byte == 0x5F || byte == 0x60 || byte == 0x7E || byte == 0x5B { sawMarker = true }
        }
        return sawMarker
    }

    private static var markers: [(String, (inout Text.Style) -> Void)] {
        [
            ("**", { $0.weight = .bold }),
            ("__", { $0.weight = .bold }),
            ("~~", { $0.strikethrough = Text.Decoration(isActive: true, color: nil) }),
            ("*", { $0.italic = true }),
            ("_", { $0.italic = true }),
            ("`", { $0.monospaced = true }),
        ]
    }

    private static func parse(_ text: Substring, style: Text.Style, into runs: inout [Text.Run]) {
        var plain = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "[", let link = link(at: index, in: text) {
                if !plain.isEmpty {
                    runs.append(Text.Run(string: plain, style: style))
                    plain = ""
                }
                var inner = style
                inner.color = .accentColor
                inner.link = URL(string: String(link.destination))
                parse(link.title, style: inner, into: &runs)
                index = link.end
                continue
            }
            var matched = false
            for (marker, apply) in markers where text[index...].hasPrefix(marker) {
                let contentStart = text.index(index, offsetBy: marker.count)
                guard contentStart < text.endIndex,
                    let close = text[contentStart...].range(of: marker), close.lowerBound > contentStart
                else { continue }
                if !plain.isEmpty {
                    runs.append(Text.Run(string: plain, style: style))
                    plain = ""
                }
                var inner = style
                apply(&inner)
                if marker == "`" {
                    runs.append(Text.Run(string: String(text[contentStart..<close.lowerBound]), style: inner))
                } else {
                    parse(text[contentStart..<close.lowerBound], style: inner, into: &runs)
                }
                index = close.upperBound
                matched = true
                break
            }
            if !matched {
                plain.append(text[index])
                index = text.index(after: index)
            }
        }
        if !plain.isEmpty { runs.append(Text.Run(string: plain, style: style)) }
    }

    /// A link starting at `start` (`[title](destination)`, the destination
    /// not empty and without spaces): its title, destination and where it ends.
    private static func link(at start: Substring.Index, in text: Substring) -> (
        title: Substring, destination: Substring, end: Substring.Index
    )? {
        let titleStart = text.index(after: start)
        guard let middle = text[titleStart...].range(of: "]("), middle.lowerBound > titleStart,
            !text[titleStart..<middle.lowerBound].contains("["),
            let close = text[middle.upperBound...].firstIndex(of: ")"), close > middle.upperBound,
            !text[middle.upperBound..<close].contains(" ")
        else { return nil }
        return (text[titleStart..<middle.lowerBound], text[middle.upperBound..<close], text.index(after: close))
    }
}
