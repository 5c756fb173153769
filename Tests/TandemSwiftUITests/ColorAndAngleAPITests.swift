import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `Angle`'s arithmetic and `Color`'s color-space and named initializers
/// give the values and pixels iOS gives.
@MainActor
@Suite struct ColorAndAngleAPITests {
    @Test func anglesAddSubtractAndScale() {
        let a = Angle.degrees(30)
        #expect(abs((a * 2).degrees - 60) < 1e-9)
        #expect(abs((3 * a).degrees - 90) < 1e-9)
        #expect(abs((a / 2).degrees - 15) < 1e-9)
        #expect(abs((a + .degrees(15)).degrees - 45) < 1e-9)
        #expect(abs((a - .degrees(45)).degrees + 15) < 1e-9)
        #expect((-a).radians == -a.radians)
        var b = a
        b += .degrees(60)
        b *= 2
        b -= .degrees(90)
        b /= 3
        #expect(abs(b.degrees - 30) < 1e-9)
        #expect((-a).magnitude == a.radians)
        #expect(Angle.degrees(-90).normalized().radians == -1)
        var animated = Angle.zero
        animated.animatableData = .pi
        #expect(animated.degrees == 180)
    }

    private func pixel(of color: Color) throws -> RGBA {
        let image = try #require(ImageRenderer(content: color.frame(width: 8, height: 8)).cgImage)
        return image.pixel(4, 4)
    }

    @Test func colorSpacesConvertToTheSRGBTandemDrawsIn() throws {
        #expect(
            try pixel(of: Color(.sRGB, red: 1, green: 0.5, blue: 0)).isClose(to: RGBA(255, 128, 0, 255), tolerance: 1))
        #expect(
            try pixel(of: Color(red: 0, green: 0, blue: 1, opacity: 1)).isClose(to: RGBA(0, 0, 255, 255), tolerance: 1))
        // Linear 0.5 is sRGB 0.735.
        #expect(try pixel(of: Color(.sRGBLinear, white: 0.5)).isClose(to: RGBA(188, 188, 188, 255), tolerance: 1))
        #expect(try pixel(of: Color(white: 0.5)).isClose(to: RGBA(128, 128, 128, 255), tolerance: 1))
        // A Display P3 gray is the same gray; a P3 red is a stronger sRGB red.
        #expect(
            try pixel(of: Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5)).isClose(
                to: RGBA(128, 128, 128, 255), tolerance: 1))
        #expect(
            try pixel(of: Color(.displayP3, red: 0.5, green: 0, blue: 0)).isClose(
                to: RGBA(140, 0, 0, 255), tolerance: 2))
    }

    @Test func aNameTheAssetCatalogLacksIsClear() throws {
        #expect(try pixel(of: Color("NoSuchColorInAnyCatalog")).a == 0)
    }
}
