import Foundation
import SwiftUI
import TandemUIKit
import Testing

/// `Text(_:format:)` and `Text(_:formatter:)` format with the environment's
/// locale, as SwiftUI does, not the process's.
@MainActor
@Suite struct TextLocaleFormatTests {
    private func texts<V: View>(_ view: V) -> [String?] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        return controller.view.labels.map(\.text)
    }

    @Test func aFormatStyleFormatsWithTheEnvironmentsLocale() {
        let german = Locale(identifier: "de_DE")
        let shown = texts(
            VStack {
                Text(1234.5, format: .number)
                Text(1234.5, format: .number).environment(\.locale, german)
                Text(0.25, format: .percent).environment(\.locale, german)
            }.environment(\.locale, Locale(identifier: "en_US")))
        // German puts a (no-break) space before the percent sign.
        #expect(shown == ["1,234.5", "1.234,5", 0.25.formatted(.percent.locale(german))])
        #expect(shown.last??.hasPrefix("25") == true && shown.last??.hasSuffix("%") == true)
    }

    @Test func aLocaleChangeReformatsTheText() {
        struct Screen: View {
            let locale: Locale
            var body: some View { Text(1234.5, format: .number).environment(\.locale, locale) }
        }
        let (controller, window) = host(Screen(locale: Locale(identifier: "en_US")))
        defer { window.isHidden = true }
        #expect(controller.view.labels.first?.text == "1,234.5")
        controller.rootView = Screen(locale: Locale(identifier: "de_DE"))
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "1.234,5")
    }

    @Test func dateAndTimeStylesUseTheEnvironmentsLocale() {
        let date = Date(timeIntervalSince1970: 1_559_600_000)
        let german = Locale(identifier: "de_DE")
        let long = DateFormatter()
        long.locale = german
        long.dateStyle = .long
        long.timeStyle = .none
        let shown = texts(Text(date, style: .date).environment(\.locale, german))
        #expect(shown == [long.string(from: date)])
        #expect(shown.first??.contains("Juni") == true)
    }

    @Test func aFormatterKeepsItsOwnLocale() {
        // As on iOS (FB18965357): a Formatter is an object the app
        // configured; the environment's locale does not reach it.
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let shown = texts(
            Text(NSNumber(value: 1234.5), formatter: formatter).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(shown == ["1,234.5"])
    }
}
