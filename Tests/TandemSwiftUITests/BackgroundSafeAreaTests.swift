import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A shape-style background or overlay extends into the safe area on the
/// edges it is told to ignore (all by default), as in SwiftUI; the view it
/// decorates stays inside the safe area.
@MainActor
@Suite struct BackgroundSafeAreaTests {
    /// The window's pixel at (x, y) points, after a commit with a 40-point
    /// top and 30-point bottom safe area.
    private func pixels<V: View>(of view: V, at points: [CGPoint]) -> [RGBA] {
        let (_, window) = host(view, width: 200, height: 200)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        CATransaction.flush()
        let image = window.tandemSnapshot()
        let scale = window.screen.scale
        return points.map { image.pixel(Int($0.x * scale), Int($0.y * scale)) }
    }

    private let insideTheTopInset = CGPoint(x: 100, y: 20)
    private let insideTheBottomInset = CGPoint(x: 100, y: 185)
    private let red = RGBA(255, 0, 0, 255)

    @Test func aBackgroundFillsTheSafeAreaByDefault() {
        let view = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(
            Color(red: 1, green: 0, blue: 0))
        #expect(pixels(of: view, at: [insideTheTopInset, insideTheBottomInset]) == [red, red])
    }

    @Test func aBackgroundRespectsTheEdgesItIsNotToldToIgnore() {
        let view = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(red: 1, green: 0, blue: 0), ignoresSafeAreaEdges: .top)
        let result = pixels(of: view, at: [insideTheTopInset, insideTheBottomInset])
        #expect(result[0] == red)
        #expect(result[1] != red)
    }

    @Test func anOverlayFillsTheSafeAreaOnTheEdgesItIgnores() {
        let view = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(Color(red: 1, green: 0, blue: 0), ignoresSafeAreaEdges: .bottom)
        let result = pixels(of: view, at: [insideTheTopInset, insideTheBottomInset])
        #expect(result[0] != red)
        #expect(result[1] == red)
    }
}
