import CHunspell
import Foundation
import TandemSupport

/// One installed Hunspell dictionary (`<folder>/<name>.aff` and `.dic`),
/// opened when a language first asks for it and kept for the process.
///
/// Words are checked and guessed by Hunspell; completions come from the
/// dictionary's word list (its stems, read when first asked). Words learned
/// by ``UITextChecker/learnWord(_:)`` are added to every open dictionary.
@MainActor
final class SpellingDictionary {
    /// The folders dictionaries are looked for in, in order (Debian's hunspell-* packages install in the first).
    static let folders = ["/usr/share/hunspell", "/usr/share/myspell/dicts", "/usr/share/myspell"]

    private static var open: [String: SpellingDictionary] = [:]

    /// The names of the installed dictionaries (`en_US`), sorted.
    static var installed: [String] {
        var names = Set<String>()
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files where file.hasSuffix(".dic") {
                let name = String(file.dropLast(4))
                if FileManager.default.fileExists(atPath: "\(folder)/\(name).aff") { names.insert(name) }
            }
        }
        return names.sorted()
    }

    /// The dictionary for `language` ("en", "en_US", "en-US"): the one
    /// named so, else the first whose language part matches; nil (reported
    /// once per language) when none is installed.
    static func forLanguage(_ language: String) -> SpellingDictionary? {
        let wanted = language.replacingOccurrences(of: "-", with: "_")
        let installed = installed
        let base = wanted.split(separator: "_").first.map(String.init) ?? wanted
        guard
            let name = installed.first(where: { $0 == wanted })
                ?? installed.first(where: { $0.split(separator: "_").first.map(String.init) == base })
        else {
            Diagnostics.reportOnce(
                "UITextChecker", id: "language \(language)",
                "no spelling dictionary for the language \"\(language)\" is installed (looked in "
                    + "\(folders.joined(separator: ", "))); every word counts as correct. Install hunspell-\(base) "
                    + "or another hunspell dictionary package.")
            return nil
        }
        if let dictionary = open[name] { return dictionary }
        guard let folder = folders.first(where: { FileManager.default.fileExists(atPath: "\($0)/\(name).dic") }),
            let handle = Hunspell_create("\(folder)/\(name).aff", "\(folder)/\(name).dic")
        else { return nil }
        let dictionary = SpellingDictionary(name: name, path: "\(folder)/\(name).dic", handle: handle)
        for word in UITextChecker.learned { dictionary.learn(word) }
        open[name] = dictionary
        return dictionary
    }

    /// Every open dictionary.
    static var allOpen: [SpellingDictionary] { Array(open.values) }

    let name: String
    private let path: String
    private let handle: OpaquePointer
    /// Whether the dictionary's words are UTF-8 (else ISO 8859-1, the other encoding dictionaries use).
    private let isUTF8: Bool
    private var stems: [String]?
    /// The learned words this dictionary did not know, which it was given:
    /// only those are taken back (Hunspell's remove forbids a word rather
    /// than undoing an add).
    private var added = Set<String>()

    private init(name: String, path: String, handle: OpaquePointer) {
        self.name = name
        self.path = path
        self.handle = handle
        let encoding = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "UTF-8"
        isUTF8 = encoding.uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
    }

    /// Calls `body` with `word` in the dictionary's encoding; nil when it cannot be written in it.
    private func withEncoded<T>(_ word: String, _ body: (UnsafePointer<CChar>) -> T) -> T? {
        if isUTF8 { return word.withCString(body) }
        guard let bytes = word.cString(using: .isoLatin1) else { return nil }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private func decode(_ bytes: UnsafePointer<CChar>) -> String {
        isUTF8 ? String(cString: bytes) : String(cString: bytes, encoding: .isoLatin1) ?? String(cString: bytes)
    }

    /// Whether the dictionary knows `word` (in any of the capitalizations Hunspell allows).
    func knows(_ word: String) -> Bool {
        // A word the encoding cannot write is not in the dictionary.
        withEncoded(word) { Hunspell_spell(handle, $0) != 0 } ?? false
    }

    /// Hunspell's suggestions for `word`, best first.
    func guesses(for word: String) -> [String] {
        withEncoded(word) { encoded -> [String] in
            var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            let count = Hunspell_suggest(handle, &list, encoded)
            guard count > 0, let words = list else { return [] }
            defer { Hunspell_free_list(handle, &list, count) }
            return (0..<Int(count)).compactMap { words[$0].map { decode($0) } }
        } ?? []
    }

    /// The dictionary's words that begin with `prefix`, ignoring case,
    /// shortest first; names (words capitalized in the dictionary) only
    /// when `prefix` is capitalized too.
    func completions(of prefix: String) -> [String] {
        let stems = stems ?? loadStems()
        let lowered = prefix.lowercased()
        let takesNames = prefix.first?.isUppercase ?? false
        return stems.filter {
            $0.count > prefix.count && (takesNames || !($0.first?.isUppercase ?? false))
                && $0.lowercased().hasPrefix(lowered)
        }
        .sorted { ($0.count, $0) < ($1.count, $1) }
    }

    /// The stems of the `.dic` file: its first line is a count, each other
    /// line a word, then `/` and its affix flags or a tab and more.
    private func loadStems() -> [String] {
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: isUTF8 ? .utf8 : .isoLatin1)
        else { return [] }
        var words: [String] = []
        for line in text.split(separator: "\n").dropFirst() {
            let word = line.prefix { $0 != "/" && $0 != "\t" && $0 != " " }
            if !word.isEmpty { words.append(String(word)) }
        }
        stems = words
        return words
    }

    /// Knows `word` for as long as the process runs (a word it knew already is left as it is).
    func learn(_ word: String) {
        guard !knows(word) else { return }
        _ = withEncoded(word) { Hunspell_add(handle, $0) }
        added.insert(word)
    }

    /// Takes back a word ``learn(_:)`` added. (Hunspell's remove marks a
    /// word forbidden, so it is used only for words this dictionary was given.)
    func unlearn(_ word: String) {
        guard added.remove(word) != nil else { return }
        _ = withEncoded(word) { Hunspell_remove(handle, $0) }
    }
}
