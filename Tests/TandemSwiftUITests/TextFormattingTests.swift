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

/// Markdown links in localized text show their title in the accent color (skipapp-hello's "Hello [name](url)!").
@MainActor
@Suite struct MarkdownLinkTests {
    @Test func aLinkShowsItsTitleInTheAccentColor() throws {
        let name = "Skipper"
        let (controller, window) = host(Text("Hello [\(name)](https://skip.dev)!").tint(.red))
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        #expect(label.text == "Hello Skipper!")
        let text = try #require(label.attributedText)
        let linkStart = ("Hello " as NSString).length
        let linkColor = text.attribute(.foregroundColor, at: linkStart, effectiveRange: nil) as? UIColor
        let plainColor = text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(linkColor != nil && linkColor != plainColor)
        // Brackets that are not a link stay as written.
        let (other, otherWindow) = host(Text("[draft] (see notes)"))
        defer { otherWindow.isHidden = true }
        #expect(other.view.labels.first?.text == "[draft] (see notes)")
    }
}

/// `lineSpacing` adds space between lines of text; `textContentType` reaches the text field's traits.
@MainActor
@Suite struct LineSpacingAndContentTypeTests {
    private let words = "one two three four five six seven eight nine ten eleven twelve"

    private func height(spacing: CGFloat) throws -> CGFloat {
        let (controller, window) = host(
            Text(words).frame(width: 80).lineSpacing(spacing).fixedSize(horizontal: false, vertical: true))
        defer { window.isHidden = true }
        return try #require(controller.view.labels.first).bounds.height
    }

    @Test func lineSpacingAddsSpaceBetweenLines() throws {
        let plain = try height(spacing: 0), spaced = try height(spacing: 10)
        let lines = ((plain / UIFont.preferredFont(forTextStyle: .body).lineHeight)).rounded()
        #expect(lines >= 3)
        #expect(abs(spaced - plain - 10 * (lines - 1)) <= 1, "\(plain) → \(spaced) for \(lines) lines")
        #expect(try height(spacing: -5) == plain, "negative spacing is taken as 0")
    }

    @Test func textContentTypeSetsTheFieldsTrait() throws {
        let (controller, window) = host(
            VStack {
                TextField("User", text: .constant("")).textContentType(.username)
                TextField("Plain", text: .constant(""))
            })
        defer { window.isHidden = true }
        let fields = controller.view.allSubviews.compactMap { $0 as? UITextField }.sorted {
            $0.frame.minY < $1.frame.minY
        }
        #expect(fields.map { $0.textContentType } == [.username, nil])
    }
}
