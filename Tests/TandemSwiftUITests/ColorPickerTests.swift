import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

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

    @Test func choosingFromTheMenuWritesTheSelection() throws {
        let box = ColorBox()
        let (controller, window) = host(Picker(box: box), width: 300, height: 600)
        defer { window.isHidden = true }
        #expect(controller.view.labels.contains { $0.text == "Tint" })
        let well = try #require(
            controller.view.allSubviews.first { $0 is UIControl && $0.bounds.size == CGSize(width: 28, height: 28) })
        let frame = well.convert(well.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: frame.midX, y: frame.midY))
        CATransaction.flush()
        let rows = try #require(MenuPresentation.shownRowTitles(in: window))
        #expect(rows.first == "Black")
        #expect(rows.contains("Red"))
        window.synthesizeTap(at: try #require(MenuPresentation.centerOfShownRow("Red", in: window)))
        CATransaction.flush()
        #expect(box.color == Color.red)
    }
}
