import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// The system color picker: a grid, a spectrum and sliders, an opacity
/// slider; a color well presents it and takes the colors picked.
@MainActor
@Suite struct ColorPickerViewControllerTests {
    final class Recorder: UIColorPickerViewControllerDelegate {
        var events: [String] = []
        var colors: [UIColor] = []
        func colorPickerViewController(
            _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
        ) {
            events.append(continuously ? "select continuously" : "select")
            colors.append(color)
        }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
            events.append("did select")
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            events.append("finish")
        }
    }

    private func panel(of picker: UIColorPickerViewController) throws -> ColorPickerPanelView {
        try #require(picker.view as? ColorPickerPanelView)
    }

    private func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aTapOnTheWellPresentsThePickerAndAGridColorBecomesTheWells() throws {
        let window = makeWindow(width: 390, height: 844)
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))
        well.title = "Tint"
        well.selectedColor = .white
        var changes: [UIColor?] = []
        well.addAction(UIAction { [weak well] _ in changes.append(well?.selectedColor) }, for: .valueChanged)
        window.rootViewController?.view.addSubview(well)
        CATransaction.flush()
        window.synthesizeTap(at: CGPoint(x: 114, y: 114), time: 10)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        let picker = try #require(window.rootViewController?.presentedViewController as? UIColorPickerViewController)
        let panel = try panel(of: picker)
        #expect(panel.titleLabel.text == "Tint")
        #expect(panel.grid.selectedCell?.column == 0 && panel.grid.selectedCell?.row == 0, "white is the first cell")
        // The fifth row of the sixth column (a red).
        let red = ColorPickerPalette.gridColor(column: 5, row: 4)
        let point = panel.grid.convert(panel.grid.center(ofColumn: 5, row: 4), to: nil)
        window.synthesizeTap(at: point, time: 20)
        CATransaction.flush()
        #expect(well.selectedColor == red)
        #expect(changes.count == 1)
        #expect(panel.grid.selectedCell?.column == 5 && panel.grid.selectedCell?.row == 4)
        // The grid draws its colors: the cell tapped is that red.
        let image = window.tandemSnapshot()
        let scale = window.screen.scale
        let pixel = image.pixel(Int((point.x + 4) * scale), Int((point.y + 4) * scale))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = red.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(pixel.isClose(to: RGBA(UInt8(r * 255), UInt8(g * 255), UInt8(b * 255), 255), tolerance: 3))
        // Closed, it goes.
        window.synthesizeTap(at: center(of: panel.closeButton), time: 30)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test func theDelegateHearsEachPickTheOpacityAndTheEnd() throws {
        let window = makeWindow(width: 390, height: 844)
        let picker = UIColorPickerViewController()
        let recorder = Recorder()
        picker.delegate = recorder
        picker.selectedColor = .black
        // Full screen: a sheet's own drag would take a drag over the spectrum.
        picker.modalPresentationStyle = .fullScreen
        window.rootViewController?.present(picker, animated: false)
        CATransaction.flush()
        let panel = try panel(of: picker)
        #expect(recorder.events.isEmpty, "setting the color in code tells nothing")
        // A drag across the spectrum picks continuously, then once more as it lifts.
        panel.modes.selectedSegmentIndex = 1
        panel.modes.sendActions(for: .valueChanged)
        CATransaction.flush()
        #expect(!panel.spectrum.isHidden && panel.grid.isHidden)
        let start = panel.spectrum.convert(CGPoint(x: 20, y: 100), to: nil)
        window.synthesizeDrag(from: start, by: [CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0)], time: 10, lift: 10.1)
        CATransaction.flush()
        #expect(recorder.events.first == "select continuously")
        #expect(recorder.events.suffix(2) == ["select", "did select"])
        let last = try #require(recorder.colors.last)
        #expect(picker.selectedColor == last)
        #expect(
            last
                == panel.spectrum.color(
                    at: panel.spectrum.convert(start, from: nil).applying(.init(translationX: 80, y: 0))))
        // The opacity slider makes the color translucent.
        panel.opacity.value = 0.5
        panel.opacity.sendActions(for: .touchUpInside)
        var alpha: CGFloat = 0
        _ = picker.selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(abs(alpha - 0.5) < 0.01)
        #expect(panel.opacityValue.text == "50%")
        picker.dismiss(animated: false)
        CATransaction.flush()
        #expect(recorder.events.last == "finish")
        #expect(recorder.events.filter { $0 == "finish" }.count == 1)
    }

    @Test func withoutAlphaThereIsNoOpacitySliderAndColorsAreOpaque() throws {
        let window = makeWindow(width: 390, height: 844)
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = false
        window.rootViewController?.present(picker, animated: false)
        CATransaction.flush()
        let panel = try panel(of: picker)
        #expect(panel.opacity.isHidden)
        picker.pick(UIColor(red: 1, green: 0, blue: 0, alpha: 0.3), continuously: false)
        var alpha: CGFloat = 0
        _ = picker.selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(alpha == 1)
        // The sliders show the color's components.
        #expect(panel.sliders.sliders.map(\.value) == [255, 0, 0])
    }
}
