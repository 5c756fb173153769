import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)`: the
/// navigation item's appearances, and the bar's pixels.
@MainActor
@Suite struct ToolbarBackgroundTests {
    private func item<V: View>(_ content: V) throws -> (UINavigationItem, UIWindow) {
        let (hosting, window) = host(NavigationStack { content.navigationTitle("Title") })
        let navigation = try #require(hosting.children.first as? UINavigationController)
        return (try #require(navigation.topViewController?.navigationItem), window)
    }

    @Test func aBackgroundShowsOnceScrolledOrAlwaysWhenVisible() throws {
        let red = UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let (scrolled, first) = try item(Text("A").toolbarBackground(Color.red, for: .navigationBar))
        defer { first.isHidden = true }
        #expect(scrolled.standardAppearance?.backgroundColor == red)
        #expect(
            scrolled.scrollEdgeAppearance?.backgroundColor == nil
                || scrolled.scrollEdgeAppearance?.backgroundColor == .clear)
        let (visible, second) = try item(
            Text("A").toolbarBackground(.visible, for: .navigationBar).toolbarBackground(Color.red, for: .navigationBar)
        )
        defer { second.isHidden = true }
        #expect(visible.scrollEdgeAppearance?.backgroundColor == red)
        // The bar is drawn red at the top of the window.
        let image = UIGraphicsImageRenderer(bounds: second.bounds).image { _ in
            second.drawHierarchy(in: second.bounds, afterScreenUpdates: true)
        }
        let scale = second.traitCollection.displayScale
        let pixel = image.pixel(Int(200 * scale), Int(30 * scale))
        #expect(pixel.r > 200 && pixel.g < 90 && pixel.b < 90, "\(pixel)")
        // Visible alone shows the bar's default background at the scroll edge too.
        let (shown, fourth) = try item(Text("A").toolbarBackground(.visible, for: .navigationBar))
        defer { fourth.isHidden = true }
        let standard = try #require(shown.standardAppearance), edge = try #require(shown.scrollEdgeAppearance)
        #expect(edge.backgroundColor == standard.backgroundColor && edge.backgroundEffect != nil)
        // Asking nothing leaves the bar's own appearances.
        let (plain, third) = try item(Text("A"))
        defer { third.isHidden = true }
        #expect(plain.standardAppearance == nil && plain.scrollEdgeAppearance == nil)
    }

    @Test func theInnermostSettingWinsAndOtherBarsAreLeftAlone() throws {
        let (inner, first) = try item(
            Text("A").toolbarBackground(Color.green, for: .navigationBar).toolbarBackground(Color.red)
                .toolbarBackground(Color.blue, for: .tabBar))
        defer { first.isHidden = true }
        let green = UIColor.systemGreen.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(inner.standardAppearance?.backgroundColor == green)
        let (dark, second) = try item(Text("A").toolbarColorScheme(.dark, for: .navigationBar))
        defer { second.isHidden = true }
        #expect(dark.standardAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(dark.scrollEdgeAppearance?.largeTitleTextAttributes[.foregroundColor] as? UIColor == .white)
    }
}
