import Foundation
import TandemSupport

/// SF Symbol names mapped to the ligatures of the Material Icons font that
/// Debian ships (`fonts-material-design-icons-iconfont`): the open icon font
/// closest to Apple's symbols.
///
/// The mapping is data, `SFSymbols.tsv` (one `name<TAB>ligature` a line;
/// its header says where the names came from and how each was chosen;
/// `scripts/sf-symbols-check.py` checks every ligature is in the font). It
/// is read once, from the target's resource bundle beside the executable,
/// or — in a build from a checkout without the bundle — from the source
/// folder. A name not in the catalog shows the fallback symbol (a question
/// mark in a circle) and is reported once, so a missing mapping is visible;
/// a table that cannot be read is reported once and every name falls back.
package enum SymbolCatalog {
    /// The icon font's family.
    package static let fontFamily = "Material Icons"
    /// The ligature drawn for unknown names.
    package static let fallback = "help_outline"
    /// The table's file name.
    static let tableName = "SFSymbols.tsv"

    /// The ligature for `systemName`, or nil when the catalog lacks it.
    package static func ligature(for systemName: String) -> String? {
        if let known = names[systemName] { return known }
        // ".fill" variants share the outline's ligature unless listed.
        if systemName.hasSuffix(".fill"), let base = names[String(systemName.dropLast(5))] { return base }
        return nil
    }

    /// Every SF Symbols name the catalog maps (for tests).
    package static var systemNames: [String] { Array(names.keys) }

    /// The table, read on first use.
    private static let names: [String: String] = {
        guard let text = tableText() else {
            Diagnostics.report(
                "UIImage",
                "the SF Symbols table (\(tableName)) was not found beside the executable (Tandem_TandemUIKit.resources) or in the sources; every symbol draws the fallback"
            )
            return [:]
        }
        return parse(text)
    }()

    /// `name<TAB>ligature` lines; `#` comments, blank and malformed lines are skipped.
    static func parse(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { continue }
            table[String(fields[0])] = String(fields[1])
        }
        return table
    }

    /// The table's text: from the resource bundle SwiftPM puts beside the
    /// executable (as `Bundle.module` finds it, without its stop when the
    /// bundle is missing), else from this file's folder.
    private static func tableText() -> String? {
        var candidates = [
            Bundle.main.bundleURL.appendingPathComponent("Tandem_TandemUIKit.resources").appendingPathComponent(
                tableName)
        ]
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(tableName))
        for url in candidates {
            if let text = try? String(contentsOf: url, encoding: .utf8) { return text }
        }
        return nil
    }
}
