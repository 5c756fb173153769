import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `Color("name", bundle:)` and `Image("name", bundle:)` read a bundle's
/// asset catalog, in the variant for the environment's color scheme and
/// display scale.
@MainActor
@Suite struct AssetCatalogViewTests {
    @Test func aNamedColorDrawsItsVariantForTheColorScheme() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let swatch = Color("Brand", bundle: bundle).frame(width: 8, height: 8)
        let light = try #require(ImageRenderer(content: swatch).cgImage)
        #expect(light.pixel(4, 4).isClose(to: RGBA(51, 102, 153, 255), tolerance: 1))
        let dark = try #require(
            ImageRenderer(content: swatch.environment(\.colorScheme, .dark)).cgImage)
        #expect(dark.pixel(4, 4).isClose(to: RGBA(255, 128, 0, 255), tolerance: 1))
    }

    @Test func aMissingColorIsClearAndReportedOnce() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let lines = diagnostics {
            _ = Color("Nope", bundle: bundle)
            _ = Color("Nope", bundle: bundle)
        }
        #expect(lines.filter { $0.contains("No color named 'Nope'") && $0.contains(fixture.path) }.count == 1)
        let image = try #require(
            ImageRenderer(content: Color("Nope", bundle: bundle).frame(width: 4, height: 4).background(Color.white))
                .cgImage)
        #expect(image.pixel(2, 2) == RGBA(255, 255, 255, 255))
    }

    @Test func aNamedImageDrawsTheFileForTheScaleAndColorScheme() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let renderer = ImageRenderer(content: Image("Logo", bundle: bundle))
        renderer.scale = 2
        let light = try #require(renderer.cgImage)
        #expect(light.width == 8 && light.height == 8)
        #expect(light.pixel(4, 4) == RGBA(0, 255, 0, 255))
        let darkRenderer = ImageRenderer(content: Image("Logo", bundle: bundle).environment(\.colorScheme, .dark))
        darkRenderer.scale = 2
        let dark = try #require(darkRenderer.cgImage)
        #expect(dark.pixel(4, 4) == RGBA(255, 255, 255, 255))
        let photo = try #require(ImageRenderer(content: Image("Photo", bundle: bundle)).cgImage)
        #expect(photo.width == 6 && photo.pixel(3, 3).isClose(to: RGBA(128, 128, 128, 255), tolerance: 3))
    }

    @Test func anImageNamedInEveryBodyIsTheSameObject() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        #expect(Image("Logo", bundle: bundle) == Image("Logo", bundle: bundle))
        #expect(Image("Logo", bundle: bundle) != Image("Photo", bundle: bundle))
    }
}
