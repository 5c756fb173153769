import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Color wells: a ring of hues around the selected color; a tap presents
/// the color picker, or, in no controller's view, offers the system colors.
@MainActor
@Suite struct ColorWellTests {
    @Test func aWellInNoControllerOffersTheSystemColorsInAMenu() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.makeKeyAndVisible()
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))
        well.title = "Tint"
        well.supportsAlpha = false
        var changes: [UIColor?] = []
        well.addAction(UIAction { [weak well] _ in changes.append(well?.selectedColor) }, for: .valueChanged)
        window.addSubview(well)
        CATransaction.flush()
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        well.selectedColor = .systemBlue
        #expect(changes.isEmpty)
        window.synthesizeTap(at: CGPoint(x: 114, y: 114), time: 10)
        CATransaction.flush()
        let titles = try #require(MenuPresentation.shownRowTitles(in: window))
        #expect(titles.first == "Black" && titles.contains("Red") && titles.count == 15)
        let red = try #require(MenuPresentation.centerOfShownRow("Red", in: window))
        window.synthesizeTap(at: red, time: 20)
        CATransaction.flush()
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(well.selectedColor?.resolvedColor(with: light) == UIColor.systemRed.resolvedColor(with: light))
        #expect(changes.count == 1)
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
    }

    @Test func theWellDrawsTheHueRingAroundTheSelectedColor() throws {
        let window = makeWindow(width: 200, height: 200)
        window.rootViewController?.view.backgroundColor = .white
        let well = UIColorWell(frame: CGRect(x: 50, y: 50, width: 56, height: 56))
        well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.rootViewController?.view.addSubview(well)
        CATransaction.flush()
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "color-well")
        let scale = Int(window.screen.scale)
        // The ring's top is red (the hues start there), the center is the selected blue, the gap is white.
        let top = image.pixel(78 * scale, 52 * scale)
        #expect(top.r > 200 && top.g < 80 && top.b < 80)
        let center = image.pixel(78 * scale, 78 * scale)
        #expect(center.b > 240 && center.r < 20 && center.g < 20)
        let gap = image.pixel(78 * scale, 58 * scale)
        #expect(gap.r > 240 && gap.g > 240 && gap.b > 240)
    }
}
