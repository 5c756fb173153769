import Foundation
import TandemGraphics

/// A bundle folder holding an `Assets.xcassets` written as Xcode writes one,
/// for the asset catalog tests of UIKit and SwiftUI. Each fixture is a new
/// temporary folder (catalogs are read once per bundle path).
///
/// - `Brand`: any (0.2, 0.4, 0.6 as fractions), dark (8-bit 255, 128, 0),
///   and a high-contrast any entry (black) that is never chosen.
/// - `Hex`: hexadecimal sRGB 0x33/0x66/0x99 at alpha 0.5; `Gray`: white 0.25.
/// - `Vector`: a PDF (a 20 × 10-point page, its left half red), preserving vector data.
/// - `Theme/Accent`: in a group that provides a namespace (green);
///   `Inner`: in a group that does not (red); `Warning`: systemRedColor.
/// - `Logo`: solid PNGs 4x4 at 1x (red), 8x8 at 2x (green), 12x12 at 3x
///   (blue), and a dark 2x (white).
/// - `Photo`: a 6x6 JPEG at 1x (gray 128); `Glyph`: a template PNG.
/// - `loose.jpg` beside the catalog: a 5x5 JPEG (white).
package struct AssetCatalogFixture {
    /// The bundle folder.
    package let path: String

    package init() throws {
        path = NSTemporaryDirectory() + "tandem-assets-" + UUID().uuidString
        let catalog = path + "/Assets.xcassets"
        try write(["info": ["author": "xcode", "version": 1]], to: catalog)
        func color(_ components: [String: String], space: String = "srgb") -> [String: Any] {
            ["color-space": space, "components": components]
        }
        try write(
            [
                "colors": [
                    [
                        "idiom": "universal",
                        "color": color(["red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"]),
                    ],
                    [
                        "idiom": "universal", "appearances": [["appearance": "luminosity", "value": "dark"]],
                        "color": color(["red": "255", "green": "128", "blue": "0", "alpha": "1.000"]),
                    ],
                    [
                        "idiom": "universal", "appearances": [["appearance": "contrast", "value": "high"]],
                        "color": color(["red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"]),
                    ],
                ]
            ], to: catalog + "/Brand.colorset")
        try write(
            [
                "colors": [
                    [
                        "idiom": "universal",
                        "color": color(["red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "0.500"]),
                    ]
                ]
            ],
            to: catalog + "/Hex.colorset")
        try write(
            [
                "colors": [
                    [
                        "idiom": "universal",
                        "color": color(["white": "0.250", "alpha": "1.000"], space: "gray-gamma-22"),
                    ]
                ]
            ],
            to: catalog + "/Gray.colorset")
        try write(["properties": ["provides-namespace": true]], to: catalog + "/Theme")
        try write(
            [
                "colors": [
                    ["idiom": "universal", "color": color(["red": "0", "green": "255", "blue": "0", "alpha": "1"])]
                ]
            ],
            to: catalog + "/Theme/Accent.colorset")
        try write(["info": ["version": 1]], to: catalog + "/Plain")
        try write(
            [
                "colors": [
                    ["idiom": "universal", "color": color(["red": "255", "green": "0", "blue": "0", "alpha": "1"])]
                ]
            ],
            to: catalog + "/Plain/Inner.colorset")
        try write(
            ["colors": [["idiom": "universal", "color": ["platform": "ios", "reference": "systemRedColor"]]]],
            to: catalog + "/Warning.colorset")

        let logo = catalog + "/Logo.imageset"
        try write(
            [
                "images": [
                    ["idiom": "universal", "scale": "1x", "filename": "logo.png"],
                    ["idiom": "universal", "scale": "2x", "filename": "logo@2x.png"],
                    ["idiom": "universal", "scale": "3x", "filename": "logo@3x.png"],
                    [
                        "idiom": "universal", "scale": "1x",
                        "appearances": [["appearance": "luminosity", "value": "dark"]],
                    ],
                    [
                        "idiom": "universal", "scale": "2x", "filename": "logo-dark@2x.png",
                        "appearances": [["appearance": "luminosity", "value": "dark"]],
                    ],
                ]
            ], to: logo)
        try AssetCatalogFixture.solid(4, red: 1, green: 0, blue: 0).pngData()!.write(
            to: URL(fileURLWithPath: logo + "/logo.png"))
        try AssetCatalogFixture.solid(8, red: 0, green: 1, blue: 0).pngData()!.write(
            to: URL(fileURLWithPath: logo + "/logo@2x.png"))
        try AssetCatalogFixture.solid(12, red: 0, green: 0, blue: 1).pngData()!.write(
            to: URL(fileURLWithPath: logo + "/logo@3x.png"))
        try AssetCatalogFixture.solid(8, red: 1, green: 1, blue: 1).pngData()!
            .write(to: URL(fileURLWithPath: logo + "/logo-dark@2x.png"))

        let photo = catalog + "/Photo.imageset"
        try write(["images": [["idiom": "universal", "scale": "1x", "filename": "photo.jpg"]]], to: photo)
        try AssetCatalogFixture.solid(6, red: 0.5, green: 0.5, blue: 0.5).jpegData(quality: 1)!
            .write(to: URL(fileURLWithPath: photo + "/photo.jpg"))
        let glyph = catalog + "/Glyph.imageset"
        try write(
            [
                "images": [["idiom": "universal", "filename": "glyph.png"]],
                "properties": ["template-rendering-intent": "template"],
            ], to: glyph)
        try AssetCatalogFixture.solid(3, red: 0, green: 0, blue: 0).pngData()!.write(
            to: URL(fileURLWithPath: glyph + "/glyph.png"))
        try AssetCatalogFixture.solid(5, red: 1, green: 1, blue: 1).jpegData(quality: 1)!
            .write(to: URL(fileURLWithPath: path + "/loose.jpg"))
        // A vector image: a 20 × 10-point PDF page, its left half red.
        let vector = catalog + "/Vector.imageset"
        try write(
            [
                "images": [["idiom": "universal", "filename": "vector.pdf"]],
                "properties": ["preserves-vector-representation": true],
            ], to: vector)
        var page = CGRect(x: 0, y: 0, width: 20, height: 10)
        guard let pdf = CGContext(URL(fileURLWithPath: vector + "/vector.pdf"), mediaBox: &page, nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        pdf.beginPDFPage(nil)
        pdf.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        pdf.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        pdf.endPDFPage()
        pdf.closePDF()
    }

    /// Removes the folder.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A square opaque image of one color.
    package static func solid(_ side: Int, red: CGFloat, green: CGFloat, blue: CGFloat) -> CGImage {
        let context = CGContext(
            data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(CGColor(red: red, green: green, blue: blue, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        return context.makeImage()!
    }

    /// Writes `contents` as the Contents.json of `folder`, making the folder.
    private func write(_ contents: [String: Any], to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let data = try JSONSerialization.data(withJSONObject: contents, options: [.prettyPrinted])
        try data.write(to: URL(fileURLWithPath: folder + "/Contents.json"))
    }
}
