import Foundation
import SwiftUI
import TandemUIKit
import Testing

/// `Text` with printf-style specifiers and date styles shows what iOS shows:
/// the value formatted by its specifier, the key looked up with the
/// specifier in it, dates in the locale's formats or as distances from now.
@MainActor
@Suite struct TextFormattingTests {
    /// A bundle whose `Localizable` table translates keys holding specifiers.
    private static let bundle: Bundle = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-specifiers-\(getpid())")
        let folder = root.appendingPathComponent("en.lproj")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = #""Total: %.2f" = "Sum: %.2f!";"# + "\n" + #""%@ scored %.1f" = "%2$.1f points for %1$@";"# + "\n"
        try? table.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        return Bundle(path: root.path)!
    }()

    private func texts<V: View>(_ view: V) -> [String?] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        return controller.view.labels.map(\.text)
    }

    @Test func specifiersFormatTheirValues() {
        let price = 3.14159, count = 7, ratio: CGFloat = 0.5, small: Float = 2.25
        #expect(
            texts(
                VStack {
                    Text("Total: \(price, specifier: "%.2f")")
                    Text("\(count, specifier: "%03d") items")
                    Text("\(ratio, specifier: "%.0f%%") done 100%")
                    Text("\(small, specifier: "%6.1f")|")
                }) == ["Total: 3.14", "007 items", "0% done 100%", "   2.2|"])
    }

    @Test func theSpecifierIsPartOfTheLookupKey() {
        let price = 2.5, name = "Ann", score = 9.46
        #expect(
            texts(
                VStack {
                    Text("Total: \(price, specifier: "%.2f")", bundle: Self.bundle)
                    // The translation reorders the values by position.
                    Text("\(name) scored \(score, specifier: "%.1f")", bundle: Self.bundle)
                }) == ["Sum: 2.50!", "9.5 points for Ann"])
    }

    @Test func dateAndTimeStylesUseTheLocalesFormats() {
        let date = Date(timeIntervalSince1970: 1_559_600_000)
        let long = DateFormatter(), short = DateFormatter()
        long.dateStyle = .long
        long.timeStyle = .none
        short.dateStyle = .none
        short.timeStyle = .short
        #expect(
            texts(
                VStack {
                    Text(date, style: .date); Text(date, style: .time)
                })
                == [long.string(from: date), short.string(from: date)])
    }

    @Test func relativeOffsetAndTimerStylesMeasureFromNow() {
        let now = Date()
        // Half a second of slack: the text reads the clock a moment later.
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 30.5)
        let earlier = now.addingTimeInterval(-(2 * 3600 + 10.5))
        #expect(
            texts(
                VStack {
                    Text(later, style: .relative)
                    Text(earlier, style: .relative)
                    Text(later, style: .offset)
                    Text(earlier, style: .offset)
                    Text(now.addingTimeInterval(152.5), style: .timer)
                    Text(now.addingTimeInterval(36 * 3600 + 59 * 60 + 1.5), style: .timer)
                    Text("Due in \(later, style: .relative)")
                }) == [
                    "2 hours, 23 minutes", "2 hours", "+2 hours, 23 minutes", "-2 hours", "2:32", "36:59:01",
                    "Due in 2 hours, 23 minutes",
                ])
    }
}
