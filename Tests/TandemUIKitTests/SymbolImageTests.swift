import Foundation
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// `UIImage(systemName:)` and symbol configurations, drawn from the icon
/// font that stands in for SF Symbols.
@MainActor
@Suite struct SymbolImageTests {
    @Test func aKnownNameIsASymbolTemplateSizedByItsConfiguration() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        #expect(star.renderingMode == .automatic)
        #expect(star.drawsAsTemplate)
        #expect(star.symbolConfiguration == .unspecified)
        // As tall as a line of text at 17 points, about square.
        #expect((17...24).contains(star.size.height))
        #expect(abs(star.size.width - star.size.height) <= 2)
        let big = try #require(
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(big.size.height - 2 * star.size.height) <= 2)
        let small = star.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        let large = star.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(small.size.height < star.size.height && star.size.height < large.size.height)
        #expect(large.symbolConfiguration?.scale == .large)
        let title = try #require(
            UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size.height > star.size.height)
        // Combining keeps what the other does not set.
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(combined.pointSize == 20 && combined.scale == .small)
        #expect(UIImage.SymbolConfiguration(pointSize: 20) == UIImage.SymbolConfiguration(pointSize: 20))
        #expect(UIImage().applyingSymbolConfiguration(.unspecified) == nil)
    }

    @Test func anUnknownNameIsNilAndReportedOnce() {
        #expect(UIImage(systemName: "not.a.symbol.anywhere") == nil)
        #expect(UIImage(systemName: "not.a.symbol.anywhere", compatibleWith: nil) == nil)
        #expect(
            Diagnostics.messages.filter { $0.contains("the SF Symbol 'not.a.symbol.anywhere' has no stand-in") }.count
                == 1)
    }

    @Test func anImageViewTintsASymbolAndAppliesItsPreferredConfiguration() throws {
        let window = makeWindow(width: 100, height: 100)
        window.rootViewController!.view.backgroundColor = .white
        let view = UIImageView(image: UIImage(systemName: "circle.fill"))
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootViewController!.view.addSubview(view)
        let natural = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize.height > natural.height * 2)
        view.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: view.intrinsicContentSize)
        let image = window.tandemSnapshot()
        let center = image.pixel(Int(view.frame.midX * image.scale), Int(view.frame.midY * image.scale))
        #expect(center.r > 200 && center.g < 60 && center.b < 60, "the symbol drawn in the tint: \(center)")
        // An image the app made keeps its own colors.
        let plain = UIImage(
            cgImage: UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage!)
        #expect(!plain.drawsAsTemplate)
    }

    @Test func everyNameInTheCatalogDrawsOneGlyph() {
        // A ligature the font lacks would draw its letters: a wide image.
        let wide = SymbolCatalog.systemNames.filter { name in
            guard let image = UIImage(systemName: name) else { return true }
            return image.size.width > image.size.height * 1.5
        }
        #expect(wide.isEmpty, "not single glyphs: \(wide.sorted())")
        // The table of the most used names (SFSymbols.tsv), read from the resource bundle.
        #expect(SymbolCatalog.systemNames.count >= 1000)
    }

    @Test func numberedCirclesAndSquaresAreDrawn() throws {
        // WordScramble lists each word beside "\(count).circle"; the icon font has no such glyphs.
        let outline = try #require(UIImage(systemName: "8.circle"))
        let filled = try #require(UIImage(systemName: "12.square.fill"))
        let plain = try #require(UIImage(systemName: "star"))
        #expect(outline.size == plain.size, "the box of the icon font's glyphs")
        #expect(outline.isSymbolImage && outline.drawsAsTemplate)
        let image = try #require(outline.cgImage)
        let side = image.width
        // The ring's left edge is inked, the space between it and the number is not, the number is.
        let ring = (0..<side / 4).map { image.pixel($0, side / 2).a }.max() ?? 0
        #expect(ring > 200, "the ring")
        let center = (side * 2 / 5..<side * 3 / 5).map { image.pixel($0, side / 2).a }.max() ?? 0
        #expect(center > 200, "the number")
        let fill = try #require(filled.cgImage)
        #expect(fill.pixel(fill.width / 5, fill.height / 5).a > 200, "the filled square's corner area")
        #expect(UIImage(systemName: "51.circle") == nil, "SF Symbols number 0 to 50 only")
        #expect(UIImage(systemName: "08.circle") == nil)
    }

    @Test func commonNamesMeanWhatTheySay() {
        let expected = [
            "trash": "delete_outline", "trash.fill": "delete", "person.crop.circle": "account_circle",
            "square.and.arrow.up": "ios_share", "xmark.octagon": "dangerous", "bell.slash": "notifications_off",
            "fork.knife": "restaurant", "checkmark.seal.fill": "verified",
        ]
        for (name, ligature) in expected { #expect(SymbolCatalog.ligature(for: name) == ligature, "\(name)") }
        // A .fill the table lacks takes its outline's glyph; an unknown name has none (the fallback draws).
        #expect(SymbolCatalog.ligature(for: "gear.fill") == SymbolCatalog.ligature(for: "gear"))
        #expect(SymbolCatalog.ligature(for: "no.such.symbol") == nil)
    }

    @Test func theTableSkipsCommentsAndMalformedLines() {
        let text = "# a comment\nstar\tstar_border\n\nbroken line\nheart\tfavorite_border\textra\n"
        let table = SymbolCatalog.parse(text)
        #expect(table == ["star": "star_border"])
    }

    /// iOS answers the same cached object for each request of a symbol in
    /// a configuration, so code compares them with `==` (QuickTableViewController's
    /// tests do); Tandem's are equal instead.
    @Test func theSameSymbolInTheSameConfigurationIsEqual() throws {
        let gear = try #require(UIImage(systemName: "gear"))
        #expect(gear == UIImage(systemName: "gear"))
        #expect(gear.hashValue == UIImage(systemName: "gear")!.hashValue)
        let large = UIImage.SymbolConfiguration(scale: .large)
        #expect(
            UIImage(systemName: "camera", withConfiguration: large)
                == UIImage(systemName: "camera", withConfiguration: large))
        #expect(UIImage(systemName: "camera", withConfiguration: large) != UIImage(systemName: "camera"))
        #expect(gear != UIImage(systemName: "star"))
        #expect(gear != gear.withRenderingMode(.alwaysOriginal))
        #expect(gear != gear.withTintColor(.red))
    }

    @Test func aValue2CellHasNoImageView() {
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).imageView != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).imageView != nil)
    }
}
