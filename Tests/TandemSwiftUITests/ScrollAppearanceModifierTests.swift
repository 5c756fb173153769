import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `scrollIndicators(_:axes:)` and `scrollContentBackground(_:)`: what the
/// UIKit scroll and table views under a view show.
@MainActor
@Suite struct ScrollAppearanceModifierTests {
    private func scrollViews<V: View>(_ view: V) -> ([UIScrollView], UIWindow) {
        let (controller, window) = host(view)
        return (controller.view.allSubviews.compactMap { $0 as? UIScrollView }, window)
    }

    @Test func indicatorsHideOnTheAxesGiven() throws {
        let (views, window) = scrollViews(
            VStack {
                ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 900, height: 900) }
                    .scrollIndicators(.hidden, axes: .vertical)
                ScrollView { Color.blue.frame(height: 900) }
                    .scrollIndicators(.never)
                ScrollView { Color.green.frame(height: 900) }
                    .scrollIndicators(.visible)
                ScrollView(showsIndicators: false) { Color.green.frame(height: 900) }
                    .scrollIndicators(.visible)
            })
        defer { window.isHidden = true }
        #expect(views.map(\.showsVerticalScrollIndicator) == [false, false, true, false])
        #expect(views.map(\.showsHorizontalScrollIndicator) == [true, false, false, false])
    }

    /// Whether `window` shows the red background far below a list's one row.
    private func isRed(below window: UIWindow) -> Bool {
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let red = UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        red.getRed(&r, green: &g, blue: &b, alpha: &a)
        let scale = window.traitCollection.displayScale
        let pixel = image.pixel(Int(200 * scale), Int(700 * scale))
        return abs(Double(pixel.r) - Double(r * 255)) <= 2 && abs(Double(pixel.g) - Double(g * 255)) <= 2
            && abs(Double(pixel.b) - Double(b * 255)) <= 2
    }

    @Test func aListHidesItsIndicatorAndItsBackground() throws {
        func table(_ hidden: Bool) throws -> (UITableView, UIWindow) {
            let (views, window) = scrollViews(
                List { Text("Row") }
                    .scrollIndicators(hidden ? .hidden : .automatic)
                    .scrollContentBackground(hidden ? .hidden : .automatic)
                    .background(Color.red))
            return (try #require(views.compactMap { $0 as? UITableView }.first), window)
        }
        let (shown, first) = try table(false)
        defer { first.isHidden = true }
        #expect(shown.showsVerticalScrollIndicator)
        #expect(shown.backgroundColor != .clear && shown.backgroundColor != nil)
        let (hidden, second) = try table(true)
        defer { second.isHidden = true }
        #expect(!hidden.showsVerticalScrollIndicator)
        #expect(hidden.backgroundColor == .clear)
        // The app's background shows below the rows, where the list drew its own.
        #expect(isRed(below: second))
        #expect(!isRed(below: first))
    }
}
