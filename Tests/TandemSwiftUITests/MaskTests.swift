import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `mask(alignment:_:)`: the view shows where the mask is opaque, the mask
/// placed as an overlay would be, the layout unchanged.
@MainActor
@Suite struct MaskTests {
    private let red = RGBA(255, 59, 48, 255)

    @Test func theViewShowsOnlyWhereTheMaskIsOpaque() throws {
        let image = try #require(
            ImageRenderer(
                content: Color.red.frame(width: 100, height: 40)
                    .mask { Rectangle().frame(width: 50, height: 40) }
                    .background(Color.white)
            ).cgImage)
        #expect(image.width == 100 && image.height == 40, "the mask does not change the layout")
        // Centered: from x 25 to 75.
        #expect(image.pixel(50, 20).isClose(to: red, tolerance: 2))
        #expect(image.pixel(30, 20).isClose(to: red, tolerance: 2))
        #expect(image.pixel(10, 20) == RGBA(255, 255, 255, 255))
        #expect(image.pixel(90, 20) == RGBA(255, 255, 255, 255))
    }

    @Test func theAlignmentPlacesTheMask() throws {
        let image = try #require(
            ImageRenderer(
                content: Color.red.frame(width: 100, height: 40)
                    .mask(alignment: .leading) { Rectangle().frame(width: 30, height: 40) }
                    .background(Color.white)
            ).cgImage)
        #expect(image.pixel(10, 20).isClose(to: red, tolerance: 2))
        #expect(image.pixel(50, 20) == RGBA(255, 255, 255, 255))
    }

    @Test func aTranslucentMaskLetsThatMuchThrough() throws {
        let image = try #require(
            ImageRenderer(
                content: Color.red.frame(width: 40, height: 40)
                    .mask(Color.black.opacity(0.5))
                    .background(Color.white)
            ).cgImage)
        let pixel = image.pixel(20, 20)
        // Half red over white.
        #expect(pixel.isClose(to: RGBA(255, 157, 152, 255), tolerance: 3), "\(pixel)")
    }

    @Test func aTextMaskCutsTheColorToItsGlyphs() throws {
        let image = try #require(
            ImageRenderer(
                content: LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 160, height: 60)
                    .mask(Text("MMM").font(.system(size: 44, weight: .black)))
                    .background(Color.white)
            ).cgImage)
        var colored = 0, white = 0
        for y in 0..<60 {
            for x in 0..<160 {
                let pixel = image.pixel(x, y)
                if pixel == RGBA(255, 255, 255, 255) {
                    white += 1
                } else if pixel.b > 150 && pixel.g < 100 {
                    colored += 1
                }
            }
        }
        #expect(colored > 800, "the glyphs are filled with the gradient (\(colored))")
        #expect(white > 4000, "around them nothing shows (\(white))")
        #expect(image.pixel(2, 2) == RGBA(255, 255, 255, 255))
    }

    @Test func theMaskFollowsItsState() throws {
        final class Model: ObservableObject {
            @Published var wide = false
        }
        struct Masked: View {
            @ObservedObject var model: Model
            var body: some View {
                Color.red.frame(width: 100, height: 40)
                    .mask(alignment: .leading) { Rectangle().frame(width: model.wide ? 80 : 20) }
                    .background(Color.white)
            }
        }
        let model = Model()
        let (_, window) = host(Masked(model: model), width: 100, height: 40)
        defer { window.isHidden = true }
        let scale = Int(window.screen.scale)
        #expect(window.tandemSnapshot().pixel(50 * scale, 20 * scale) == RGBA(255, 255, 255, 255))
        model.wide = true
        #expect(window.tandemSnapshot().pixel(50 * scale, 20 * scale).isClose(to: red, tolerance: 2))
    }
}
