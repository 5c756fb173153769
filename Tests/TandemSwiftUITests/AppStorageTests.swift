import Foundation
import SwiftUI
import Testing

/// `@AppStorage` reads and writes `UserDefaults`, and a write through it
/// evaluates again every view that reads the same key.
@MainActor
@Suite struct AppStorageTests {
    enum Theme: String { case light, dark }

    private static let key = "tandem.appstorage.\(getpid()).count"
    private static let themeKey = "tandem.appstorage.\(getpid()).theme"

    private struct Writer: View {
        @AppStorage(AppStorageTests.key) var count = 0
        var body: some View {
            Button("Add") { count += 1 }
        }
    }

    private struct Reader: View {
        @AppStorage(AppStorageTests.key) var count = 0
        @AppStorage(AppStorageTests.themeKey) var theme = Theme.light
        var body: some View {
            VStack {
                Text("count \(count)")
                Text("theme \(theme.rawValue)")
                Toggle("Dark", isOn: Binding(get: { theme == .dark }, set: { theme = $0 ? .dark : .light }))
            }
        }
    }

    @Test func aWriteReachesEveryReaderOfTheKey() throws {
        UserDefaults.standard.removeObject(forKey: Self.key)
        UserDefaults.standard.removeObject(forKey: Self.themeKey)
        let (writer, writerWindow) = host(Writer())
        let (reader, readerWindow) = host(Reader())
        defer {
            writerWindow.isHidden = true
            readerWindow.isHidden = true
        }
        #expect(reader.view.labels.prefix(2).map(\.text) == ["count 0", "theme light"])
        let title = try #require(writer.view.labels.first { $0.text == "Add" })
        let add = title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: nil)
        writerWindow.synthesizeTap(at: add)
        writerWindow.synthesizeTap(at: add)
        CATransaction.flush()
        #expect(UserDefaults.standard.integer(forKey: Self.key) == 2)
        #expect(reader.view.labels.first?.text == "count 2")
        // A binding to a raw-representable value stores its raw value.
        let toggle = try #require(reader.view.allSubviews.first { $0 is UISwitch })
        let frame = toggle.convert(toggle.bounds, to: nil)
        readerWindow.synthesizeTap(at: CGPoint(x: frame.midX, y: frame.midY))
        CATransaction.flush()
        #expect(UserDefaults.standard.string(forKey: Self.themeKey) == "dark")
        #expect(reader.view.labels.dropFirst().first?.text == "theme dark")
    }

    @Test func aStoredValueWinsOverTheDefault() {
        UserDefaults.standard.set(41, forKey: Self.key)
        let (reader, window) = host(Reader())
        defer { window.isHidden = true }
        #expect(reader.view.labels.first?.text == "count 41")
    }
}
