import Foundation

/// The inline Markdown SwiftUI applies to localized text: `**bold**`,
/// `*italic*` or `_italic_`, `` `code` `` and `~~strike~~`. Unmatched
/// markers are shown as written.
enum InlineMarkdown {
    static func runs(_ source: String) -> [Text.Run] {
        guard source.contains(where: { "*_`~".contains($0) }) else {
            return [Text.Run(string: source, style: Text.Style())]
        }
        var runs: [Text.Run] = []
        parse(Substring(source), style: Text.Style(), into: &runs)
        return runs.isEmpty ? [Text.Run(string: "", style: Text.Style())] : runs
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
}
