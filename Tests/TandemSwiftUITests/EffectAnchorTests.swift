import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `scaleEffect` and `rotationEffect` turn the view about their anchor, as
/// in SwiftUI: the anchor stays where it is.
@MainActor
@Suite struct EffectAnchorTests {
    private let red = RGBA(255, 0, 0, 255)

    /// Whether the window's pixels at `points` are red, for a 100-point red
    /// square centered in a 200-point window, at (50, 50)–(150, 150).
    private func redness<V: View>(_ square: (AnyView) -> V, at points: [CGPoint]) -> [Bool] {
        let (_, window) = host(
            square(AnyView(Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100))), width: 200, height: 200)
        defer { window.isHidden = true }
        let image = window.tandemSnapshot()
        let scale = window.screen.scale
        return points.map { image.pixel(Int($0.x * scale), Int($0.y * scale)) == red }
    }

    @Test func aScaleEffectKeepsItsAnchorInPlace() {
        let points = [CGPoint(x: 55, y: 55), CGPoint(x: 95, y: 95), CGPoint(x: 145, y: 145), CGPoint(x: 100, y: 100)]
        // Halved about the top-leading corner: (50, 50)–(100, 100).
        #expect(redness({ $0.scaleEffect(0.5, anchor: .topLeading) }, at: points) == [true, true, false, false])
        // Halved about the bottom-trailing corner: (100, 100)–(150, 150).
        #expect(
            redness({ $0.scaleEffect(x: 0.5, y: 0.5, anchor: .bottomTrailing) }, at: points) == [
                false, false, true, true,
            ])
        // Halved about the center: (75, 75)–(125, 125).
        #expect(redness({ $0.scaleEffect(0.5) }, at: points) == [false, true, false, true])
    }

    @Test func aRotationEffectTurnsAboutItsAnchor() {
        // A quarter turn about the top-leading corner moves the square to (-50, 50)–(50, 150).
        let points = [CGPoint(x: 45, y: 100), CGPoint(x: 55, y: 100), CGPoint(x: 145, y: 100)]
        #expect(redness({ $0.rotationEffect(.degrees(90), anchor: .topLeading) }, at: points) == [true, false, false])
        #expect(redness({ $0.rotationEffect(.degrees(90)) }, at: points) == [false, true, true])
    }
}
