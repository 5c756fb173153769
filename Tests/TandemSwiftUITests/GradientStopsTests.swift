import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Gradients made of stops, and the elliptical gradient, draw where their
/// stops and radii say (Hacking with Swift's GuessTheFlag background is a
/// radial gradient of two hard stops).
@MainActor
@Suite struct GradientStopsTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    @Test func aRadialGradientOfStopsChangesColorAtItsStop() throws {
        // Two stops at the same location: a hard edge 0.3 of the way from 0 to 100 points.
        let view = RadialGradient(
            stops: [.init(color: red, location: 0.3), .init(color: blue, location: 0.3)],
            center: .center, startRadius: 0, endRadius: 100
        ).frame(width: 200, height: 200)
        let image = try #require(ImageRenderer(content: view).cgImage)
        let inside = image.pixel(100 + 25, 100), outside = image.pixel(100 + 35, 100)
        #expect(inside.r > 240 && inside.b < 15, "red inside 30 points: \(inside)")
        #expect(outside.b > 240 && outside.r < 15, "blue outside: \(outside)")
    }

    @Test func anEllipticalGradientStretchesWithItsSpace() throws {
        // 300 by 100: the gradient's circle of radius 0.5 reaches 150 points
        // across and 50 down, so points at the same fraction match in color.
        let view = EllipticalGradient(colors: [red, blue]).frame(width: 300, height: 100)
        let image = try #require(ImageRenderer(content: view).cgImage)
        let across = image.pixel(150 + 75, 50), down = image.pixel(150, 50 + 25)
        #expect(abs(Int(across.r) - Int(down.r)) < 12, "half way out either way: \(across) vs \(down)")
        #expect(across.r > 100 && across.b > 100, "half way from red to blue: \(across)")
        let corner = image.pixel(2, 2)
        #expect(corner.b > 240 && corner.r < 15, "blue past the end radius: \(corner)")
    }

    @Test func angularAndShapeStyleFormsTakeStops() throws {
        // A full turn from the trailing side, clockwise: red for the first half turn (the bottom), blue after.
        let stops: [Gradient.Stop] = [
            .init(color: red, location: 0), .init(color: red, location: 0.5), .init(color: blue, location: 0.5),
            .init(color: blue, location: 1),
        ]
        let view = Rectangle().fill(.conicGradient(stops: stops, center: .center)).frame(width: 100, height: 100)
        let image = try #require(ImageRenderer(content: view).cgImage)
        let bottom = image.pixel(50, 90), top = image.pixel(50, 10)
        #expect(bottom.r > 240 && bottom.b < 15, "red below: \(bottom)")
        #expect(top.b > 240 && top.r < 15, "blue above: \(top)")
        let radial = Circle().fill(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 50))
            .frame(width: 100, height: 100)
        let radialImage = try #require(ImageRenderer(content: radial).cgImage)
        #expect(radialImage.pixel(50, 45).r > 240, "red near the center: \(radialImage.pixel(50, 45))")
        #expect(radialImage.pixel(50, 10).b > 240, "blue further out: \(radialImage.pixel(50, 10))")
    }
}
