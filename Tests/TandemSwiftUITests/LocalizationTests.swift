import Foundation
import SwiftUI
import Testing

/// Text looks its key up in the bundle given (translations are cached per
/// bundle, table and key); a key without a translation shows as written.
@MainActor
@Suite struct LocalizationTests {
    /// A bundle on disk with an English `Localizable` table.
    private static let bundle: Bundle = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-localization-\(getpid())")
        let folder = root.appendingPathComponent("en.lproj")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table =
            #""Greeting" = "Bonjour";"# + "\n" + #""Count %lld" = "Nombre : %lld";"# + "\n" + #""Rate" = "100 %% sûr";"#
            + "\n"
        try? table.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        return Bundle(path: root.path)!
    }()

    @Test func textShowsTheBundlesTranslationEveryTime() {
        let count = 3
        let (controller, window) = host(
            VStack {
                Text("Greeting", bundle: Self.bundle)
                Text("Greeting", bundle: Self.bundle)
                Text("Count \(count)", bundle: Self.bundle)
                Text("Rate", bundle: Self.bundle)
                Text("Untranslated", bundle: Self.bundle)
            })
        defer { window.isHidden = true }
        #expect(
            controller.view.labels.map(\.text) == ["Bonjour", "Bonjour", "Nombre : 3", "100 % sûr", "Untranslated"])
    }
}
