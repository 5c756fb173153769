import Foundation
import SwiftUI
import Testing

/// Label styles choose what a label draws: title and icon side by side
/// (the default), the icon only, the title only, or a custom body.
@MainActor
@Suite struct LabelStyleTests {
    private func parts<V: View>(_ view: V) -> (titles: [CGRect], icons: [CGRect]) {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        let root = controller.view!
        let titles = root.labels.filter { $0.text == "Favorites" }.map { root.frame(of: $0) }
        let icons = root.allSubviews.filter { "\(type(of: $0))" == "SymbolView" }.map { root.frame(of: $0) }
        return (titles, icons)
    }

    @Test func theDefaultAndTitleAndIconStylesPutTheIconBeforeTheTitle() throws {
        for style in [AnyLabelStyleBox.automatic, .titleAndIcon] {
            let found =
                style == .automatic
                ? parts(Label("Favorites", systemImage: "star"))
                : parts(Label("Favorites", systemImage: "star").labelStyle(.titleAndIcon))
            let title = try #require(found.titles.first), icon = try #require(found.icons.first)
            #expect(abs(title.minX - icon.maxX - 8) < 0.5)
            #expect(abs(title.midY - icon.midY) < 0.5)
        }
    }

    @Test func iconOnlyAndTitleOnlyDrawOnePart() {
        let iconOnly = parts(Label("Favorites", systemImage: "star").labelStyle(.iconOnly))
        #expect(iconOnly.titles.isEmpty && iconOnly.icons.count == 1)
        let titleOnly = parts(Label("Favorites", systemImage: "star").labelStyle(TitleOnlyLabelStyle()))
        #expect(titleOnly.titles.count == 1 && titleOnly.icons.isEmpty)
        // The style reaches every label inside the modified view.
        let both = parts(
            VStack {
                Label("Favorites", systemImage: "star"); Label("Favorites", systemImage: "heart")
            }.labelStyle(.iconOnly))
        #expect(both.titles.isEmpty && both.icons.count == 2)
    }

    private struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon
                configuration.title
            }
        }
    }

    @Test func aCustomStyleArrangesTheParts() throws {
        let found = parts(Label("Favorites", systemImage: "star").labelStyle(Stacked()))
        let title = try #require(found.titles.first), icon = try #require(found.icons.first)
        #expect(abs(title.minY - icon.maxY - 4) < 0.5)
        #expect(abs(title.midX - icon.midX) <= 1)  // centered, to the pixel grid
    }
}

/// The two built-in styles the first test runs through.
private enum AnyLabelStyleBox { case automatic, titleAndIcon }
