import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Bars draw iOS's glyphs: the back button's chevron and the system items'
/// symbols, in the bar's tint.
@MainActor
@Suite struct BarGlyphTests {
    /// How many pixels in `rect` are the system blue tint (mostly blue, little red).
    private func tintedPixels(_ image: UIImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = image.pixel(x, y)
                if pixel.b > 180 && pixel.r < 120 { count += 1 }
            }
        }
        return count
    }

    @Test func theBackButtonDrawsTheChevronBeforeThePreviousTitle() throws {
        let root = UIViewController()
        root.title = "Scores"
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 300, root: navigation)
        defer { window.isHidden = true }
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        let back = try #require(navigation.navigationBar.backButton)
        let chevron = try #require(back.imageView).convert(try #require(back.imageView).bounds, to: window)
        let title = try #require(back.titleLabel).convert(try #require(back.titleLabel).bounds, to: window)
        // At iOS's place: the chevron about 8 points in, 13 wide; the title 6 points after it.
        #expect(abs(chevron.minX - 8) <= 4)
        #expect(title.minX == chevron.minX + BarGlyphs.backChevronWidth + BarGlyphs.backChevronGap)
        let image = window.tandemSnapshot()
        let drawn = tintedPixels(
            image, in: CGRect(x: chevron.minX, y: chevron.minY, width: BarGlyphs.backChevronWidth, height: 22))
        #expect(drawn > 25, "the chevron, in the tint")
        #expect(tintedPixels(image, in: title) > 40, "the title, in the tint")

        // A custom back indicator replaces the chevron.
        let appearance = UINavigationBarAppearance()
        let indicator = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        appearance.setBackIndicatorImage(indicator, transitionMaskImage: indicator)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        CATransaction.flush()
        #expect(navigation.navigationBar.backButton?.currentImage === indicator)
    }

    @Test func systemItemsDrawTheirSymbolsAndReadTheirNames() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let items: [UIBarButtonItem.SystemItem] = [.add, .trash, .done, .close]
        root.navigationItem.rightBarButtonItems = items.map { UIBarButtonItem(systemItem: $0) }
        let window = makeWindow(width: 390, height: 300, root: navigation)
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        let buttons = bar.rightButtons
        #expect(buttons.map { $0.currentTitle ?? $0.accessibilityLabel } == ["Add", "Delete", "Done", "Close"])
        #expect(buttons.map { $0.currentImage?.symbolName } == ["plus", "trash", nil, "xmark.circle.fill"])
        #expect(root.navigationItem.rightBarButtonItems?.allSatisfy { $0.title == nil && $0.image == nil } == true)
        let image = window.tandemSnapshot()
        let add = buttons[0].convert(buttons[0].bounds, to: window)
        #expect(tintedPixels(image, in: add) > 20, "the plus, in the tint")
        let close = buttons[3].convert(buttons[3].bounds, to: window)
        #expect(tintedPixels(image, in: close) == 0, "the close item is gray")
        #expect(image.darkPixelCount(in: close) == 0 && drawnPixels(image, in: close) > 20)
        // Done is a bold word.
        #expect(buttons[2].titleLabel?.font == .boldSystemFont(ofSize: 17))
    }

    /// How many pixels in `rect` are not the white background.
    private func drawnPixels(_ image: UIImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where image.pixel(x, y).r < 230 { count += 1 }
        }
        return count
    }
}
