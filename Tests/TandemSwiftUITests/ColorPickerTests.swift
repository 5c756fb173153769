import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI
@testable import TandemUIKit

/// `ColorPicker`: a label and a color well whose menu picks a system color.
@MainActor
@Suite struct ColorPickerTests {
    final class ColorBox { var color = Color.green }

    struct Picker: View {
        @State var color = Color.green
        let box: ColorBox
        var supportsOpacity = true
        var body: some View {
            ColorPicker(
                "Tint",
                selection: Binding(
                    get: { color },
                    set: {
                        color = $0; box.color = $0
                    }), supportsOpacity: supportsOpacity)
        }
    }

    @Test func theWellSitsAtTheTrailingEdgeAndShowsTheColor() throws {
        let renderer = ImageRenderer(
            content: Picker(box: ColorBox()).frame(width: 300, height: 44).background(Color.white))
        renderer.scale = 1
        let image = try #require(renderer.cgImage)
        // The well: 28 points at the trailing edge, centered; green inside, a hue ring around.
        let center = image.pixel(300 - 14, 22)
        #expect(center.isClose(to: RGBA(52, 199, 89, 255), tolerance: 8))
        let ring = image.pixel(300 - 14, 22 - 13)
        #expect(ring.a == 255 && !(ring.r > 240 && ring.g > 240 && ring.b > 240))
    }

    @Test func aColorPickedInThePanelIsWrittenToTheSelection() throws {
        let box = ColorBox()
        let (controller, window) = host(Picker(box: box), width: 390, height: 844)
        defer { window.isHidden = true }
        #expect(controller.view.labels.contains { $0.text == "Tint" })
        let well = try #require(controller.view.allSubviews.first { $0 is UIColorWell })
        #expect(well.bounds.size == CGSize(width: 28, height: 28))
        let frame = well.convert(well.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: frame.midX, y: frame.midY))
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        let picker = try #require(window.rootViewController?.presentedViewController as? UIColorPickerViewController)
        let panel = try #require(picker.view as? ColorPickerPanelView)
        // The grid's seventh column, sixth row.
        let point = panel.grid.convert(panel.grid.center(ofColumn: 6, row: 5), to: nil)
        window.synthesizeTap(at: point)
        CATransaction.flush()
        let picked = ColorPickerPalette.gridColor(column: 6, row: 5)
        #expect(box.color.uiColor == picked)
    }
}
