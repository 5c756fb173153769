import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A shape's outline drawn with a gradient takes the gradient's colors along it
/// (Hacking with Swift's color-cycling circle: each ring bright at the top, dark at the bottom).
@MainActor
@Suite struct GradientStrokeTests {
    @Test func aStrokedBorderFollowsItsGradient() throws {
        let gradient = LinearGradient(
            gradient: Gradient(colors: [
                Color(red: 1, green: 0, blue: 0), Color(hue: 0, saturation: 1, brightness: 0.5),
            ]),
            startPoint: .top, endPoint: .bottom)
        let view = Circle().inset(by: 2).strokeBorder(gradient, lineWidth: 4).frame(width: 100, height: 100)
        let image = try #require(ImageRenderer(content: view).cgImage)
        let top = image.pixel(50, 4), bottom = image.pixel(50, 95)
        #expect(top.r > 230, "bright at the top: \(top)")
        #expect(bottom.r < 150 && bottom.r > 100, "half as bright at the bottom: \(bottom)")
    }
}
