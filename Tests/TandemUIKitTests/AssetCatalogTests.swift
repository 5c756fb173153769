import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Asset catalogs read at run time: `UIColor(named:)` and `UIImage(named:)`
/// from an `.xcassets` folder in a bundle, with appearances, scales, groups
/// and rendering intents, as Xcode's compiled catalogs answer on iOS.
@MainActor
@Suite struct AssetCatalogTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func components(_ color: UIColor?, _ traits: UITraitCollection) -> [Int] {
        guard let color else { return [] }
        let c = color.resolvedColor(with: traits).cgColor.rgba
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    func scaled(_ traits: UITraitCollection, _ scale: CGFloat) -> UITraitCollection {
        UITraitCollection(traitsFrom: [traits, UITraitCollection(displayScale: scale)])
    }

    @Test func namedColorsFollowTheAppearanceAndReadEveryComponentForm() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let brand = UIColor(named: "Brand", in: bundle, compatibleWith: nil)
        // Dynamic: "any" in light (and unspecified) traits, the dark entry in
        // dark; the high-contrast entry is not chosen.
        #expect(components(brand, light) == [51, 102, 153, 255])
        #expect(components(brand, UITraitCollection()) == [51, 102, 153, 255])
        #expect(components(brand, dark) == [255, 128, 0, 255])
        // With traits given, the color for them, fixed.
        let fixedDark = UIColor(named: "Brand", in: bundle, compatibleWith: dark)
        #expect(components(fixedDark, light) == [255, 128, 0, 255])
        #expect(components(UIColor(named: "Hex", in: bundle, compatibleWith: nil), light) == [51, 102, 153, 128])
        #expect(components(UIColor(named: "Gray", in: bundle, compatibleWith: nil), light) == [64, 64, 64, 255])
        let warning = UIColor(named: "Warning", in: bundle, compatibleWith: nil)
        #expect(components(warning, dark) == components(.systemRed, dark))
        #expect(components(warning, light) == components(.systemRed, light))
    }

    @Test func groupsThatProvideANamespacePrefixTheirSetsNames() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        #expect(components(UIColor(named: "Theme/Accent", in: bundle, compatibleWith: nil), light) == [0, 255, 0, 255])
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: nil) == nil)
        #expect(components(UIColor(named: "Inner", in: bundle, compatibleWith: nil), light) == [255, 0, 0, 255])
        #expect(UIColor(named: "Plain/Inner", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Brand") == nil)  // not in the main bundle
    }

    @Test func namedImagesTakeTheScaleAndAppearanceOfTheTraits() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        func load(_ traits: UITraitCollection) throws -> UIImage {
            try #require(UIImage(named: "Logo", in: bundle, compatibleWith: traits))
        }
        let one = try load(scaled(light, 1)), two = try load(scaled(light, 2)), three = try load(scaled(light, 3))
        #expect([one.scale, two.scale, three.scale] == [1, 2, 3])
        #expect(one.size == CGSize(width: 4, height: 4) && two.size == one.size && three.size == one.size)
        #expect(one.cgImage?.pixel(0, 0) == RGBA(255, 0, 0, 255))
        #expect(two.cgImage?.pixel(0, 0) == RGBA(0, 255, 0, 255))
        #expect(three.cgImage?.pixel(0, 0) == RGBA(0, 0, 255, 255))
        // Dark at 2x has its own file; dark at 1x has an empty slot: the
        // appearance is matched first, so the dark 2x file is taken.
        let darkTwo = try load(scaled(dark, 2))
        #expect(darkTwo.scale == 2 && darkTwo.cgImage?.pixel(0, 0) == RGBA(255, 255, 255, 255))
        #expect(try load(scaled(dark, 1)).cgImage?.pixel(0, 0) == RGBA(255, 255, 255, 255))
        // A scale the set lacks takes the nearest larger one.
        #expect(try load(scaled(light, 2.5)).scale == 3)
        // The asset answers the other variants.
        let asset = try #require(two.imageAsset)
        #expect(asset.image(with: scaled(dark, 2)).cgImage?.pixel(0, 0) == RGBA(255, 255, 255, 255))
        #expect(UIImage(named: "Nothing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func namedImagesAreDecodedOnceAndCompareEqual() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let traits = scaled(light, 2)
        let first = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: traits))
        let second = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: traits))
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(first.cgImage === second.cgImage)
        #expect(
            UIImage.named("Logo", in: bundle, compatibleWith: traits)
                === UIImage.named("Logo", in: bundle, compatibleWith: traits))
        let other = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: scaled(light, 3)))
        #expect(first != other)
        // Images not loaded by name stay equal only to themselves.
        let copy = UIImage(cgImage: first.cgImage!)
        #expect(copy != UIImage(cgImage: first.cgImage!))
    }

    @Test func jpegTemplateAndLooseFilesLoadByName() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let photo = try #require(UIImage(named: "Photo", in: bundle, compatibleWith: light))
        #expect(photo.size == CGSize(width: 6, height: 6))
        #expect(try #require(photo.cgImage?.pixel(3, 3)).isClose(to: RGBA(128, 128, 128, 255), tolerance: 3))
        let glyph = try #require(UIImage(named: "Glyph", in: bundle, compatibleWith: light))
        #expect(glyph.renderingMode == .alwaysTemplate && glyph.scale == 1)
        let loose = try #require(UIImage(named: "loose", in: bundle, compatibleWith: light))
        #expect(loose.size == CGSize(width: 5, height: 5))
        #expect(try #require(loose.cgImage?.pixel(2, 2)).isClose(to: RGBA(255, 255, 255, 255), tolerance: 3))
        #expect(UIImage(named: "loose.jpg", in: bundle, compatibleWith: light) == loose)
        #expect(loose.imageAsset == nil)
    }

    @Test func jpegDataRoundTripsThroughUIImage() throws {
        let image = UIImage(
            cgImage: AssetCatalogFixture.solid(10, red: 0, green: 0.5, blue: 1), scale: 2, orientation: .up)
        let data = try #require(image.jpegData(compressionQuality: 0.9))
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 5, height: 5))
        #expect(try #require(decoded.cgImage?.pixel(5, 5)).isClose(to: RGBA(0, 128, 255, 255), tolerance: 4))
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    @Test func anImageViewShowsTheVariantForItsTraits() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let window = makeWindow(width: 100, height: 100)
        defer { window.isHidden = true }
        let imageView = UIImageView(image: UIImage(named: "Logo", in: bundle, compatibleWith: scaled(light, 2)))
        window.rootViewController!.view.addSubview(imageView)
        window.layoutIfNeeded()
        let scale = imageView.traitCollection.displayScale
        let lightPixels = try #require(imageView.layer.contents as? CGImage)
        #expect(lightPixels.width == Int(4 * scale))
        imageView.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        let darkPixels = try #require(imageView.layer.contents as? CGImage)
        #expect(darkPixels.pixel(0, 0) == RGBA(255, 255, 255, 255))
        imageView.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        #expect((imageView.layer.contents as? CGImage)?.pixel(0, 0) == lightPixels.pixel(0, 0))
    }

    @Test func registeredVariantsAreChosenByTheirTraits() {
        let asset = UIImageAsset()
        let lightImage = UIImage(cgImage: AssetCatalogFixture.solid(2, red: 1, green: 1, blue: 1))
        let darkImage = UIImage(cgImage: AssetCatalogFixture.solid(2, red: 0, green: 0, blue: 0))
        asset.register(lightImage, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(darkImage, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: dark) === darkImage)
        #expect(asset.image(with: light) === lightImage)
        #expect(asset.image(with: UITraitCollection()) === lightImage)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: dark).cgImage == nil)
    }

    /// A PDF in an image set is drawn at the scale of the screen that asks
    /// for it, as Xcode draws a vector image for each scale: its size in
    /// points is the page's.
    @Test func aPDFImageIsDrawnForTheScaleOfTheTraits() throws {
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let bundle = try #require(Bundle(path: fixture.path))
        let twice = try #require(UIImage(named: "Vector", in: bundle, compatibleWith: scaled(light, 2)))
        #expect(twice.size == CGSize(width: 20, height: 10))
        #expect(twice.scale == 2)
        let pixels = try #require(twice.cgImage)
        #expect(pixels.width == 40 && pixels.height == 20)
        #expect(pixels.pixel(10, 10) == RGBA(255, 0, 0, 255))
        #expect(pixels.pixel(30, 10).a == 0)
        let thrice = try #require(UIImage(named: "Vector", in: bundle, compatibleWith: scaled(light, 3)))
        #expect(thrice.size == CGSize(width: 20, height: 10) && thrice.cgImage?.width == 60)
        // Each scale is drawn once and kept, as named images are: the same image again.
        #expect(UIImage(named: "Vector", in: bundle, compatibleWith: scaled(light, 2)) == twice)
        #expect(
            UIImage.named("Vector", in: bundle, compatibleWith: scaled(light, 2))
                === UIImage.named(
                    "Vector", in: bundle, compatibleWith: scaled(light, 2)))
        #expect(twice != thrice)
    }

    @Test func pdfDataThatCannotBeDrawnIsAnError() throws {
        #expect(throws: CGImageDecodingError.self) { try CGImage(pdfData: Data("%PDF-1.4 nonsense".utf8), scale: 2) }
        #expect(throws: CGImageDecodingError.self) { try CGImage(pdfData: Data([1, 2, 3]), scale: 1) }
        let fixture = try AssetCatalogFixture()
        defer { fixture.remove() }
        let data = try Data(
            contentsOf: URL(fileURLWithPath: fixture.path + "/Assets.xcassets/Vector.imageset/vector.pdf"))
        #expect(CGImage.isPDF(data))
        #expect(throws: CGImageDecodingError.self) { try CGImage(pdfData: data, scale: 0) }
        #expect(throws: CGImageDecodingError.self) { try CGImage(pdfData: data, scale: .nan) }
        #expect(try CGImage(pdfData: data, scale: 1).width == 20)
    }
}
