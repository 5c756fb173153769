import Foundation
import TandemTestSupport
import Testing
import UIKit

/// Text layers draw their string as Core Animation's do: white 36-point
/// text by default, in the face their `font` names at their `fontSize`,
/// clipped to their bounds, wrapped and truncated on request.
@MainActor
@Suite struct CATextLayerTests {
    /// Renders `layer` into a 1x image of its bounds' size.
    func render(_ layer: CALayer) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
            layer.render(in: context.cgContext)
        }
    }

    /// The columns of `image` in which some pixel is drawn.
    func inkedColumns(_ image: UIImage) -> [Int] {
        let cg = image.cgImage!
        return (0..<cg.width).filter { x in (0..<cg.height).contains { cg.pixel(x, $0).a > 0 } }
    }

    /// The rows of `image` in which some pixel is drawn.
    func inkedRows(_ image: UIImage) -> [Int] {
        let cg = image.cgImage!
        return (0..<cg.height).filter { y in (0..<cg.width).contains { cg.pixel($0, y).a > 0 } }
    }

    @Test func theDefaultsAreWhite36PointTextFromTheTopLeftCorner() throws {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor.white)
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.string = "Hi"
        let image = render(layer)
        let columns = inkedColumns(image), rows = inkedRows(image)
        #expect(try #require(columns.first) < 6)
        #expect(try #require(rows.first) < 16)
        // 36-point capitals are about 26 points tall.
        #expect((22...30).contains(rows.last! - rows.first!))
        let cg = image.cgImage!
        let inked = (0..<cg.width).flatMap { x in (0..<cg.height).map { cg.pixel(x, $0) } }.filter { $0.a == 255 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.r == 255 && $0.g == 255 && $0.b == 255 })
    }

    @Test func theFontIsACGFontAUIFontOrANameAtTheLayersSize() throws {
        let bold = try #require(CGFont("DejaVuSans-Bold" as CFString))
        #expect(bold.textFont.family == "DejaVu Sans" && bold.textFont.weight == .bold)
        #expect(bold.postScriptName == "DejaVuSans-Bold")
        #expect(bold.fullName == "DejaVu Sans Bold")
        #expect(CGFont("NoSuchFace-Bold" as CFString) == nil)
        #expect(CGFont("DejaVuSans-Squiggly" as CFString) == nil)

        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 40)
        layer.fontSize = 20
        layer.string = "Wide words"
        layer.font = bold
        #expect(layer.resolvedFont.family == "DejaVu Sans" && layer.resolvedFont.pointSize == 20)
        let boldWidth = inkedColumns(render(layer)).last!
        layer.font = UIFont(name: "DejaVu Sans", size: 99)
        #expect(layer.resolvedFont.pointSize == 20 && layer.resolvedFont.weight == .regular)
        let regularWidth = inkedColumns(render(layer)).last!
        #expect(boldWidth > regularWidth)
        // A name, as iOS code passes a CFString.
        layer.font = "DejaVuSans-Bold" as CFString as AnyObject
        #expect(layer.resolvedFont.weight == .bold)
        layer.font = "DejaVuSans-Bold" as NSString
        #expect(layer.resolvedFont.weight == .bold)
    }

    @Test func aUIFontsNameMakesTheSameFontAgain() throws {
        for font in [
            UIFont.systemFont(ofSize: 14), UIFont.boldSystemFont(ofSize: 30), UIFont.italicSystemFont(ofSize: 12),
            try #require(UIFont(name: "DejaVu Sans", size: 11)),
        ] {
            let again = try #require(UIFont(name: font.fontName, size: font.pointSize), "\(font.fontName)")
            #expect(again.textFont.weight == font.textFont.weight)
            #expect(again.textFont.isItalic == font.textFont.isItalic)
            #expect(again.familyName == font.familyName)
        }
        #expect(UIFont.boldSystemFont(ofSize: 30).fontName == "InterDisplay-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
    }

    @Test func wrappingAlignmentTruncationAndClipping() {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
        layer.fontSize = 16
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.string = "The quick brown fox jumps over the lazy dog"
        // One line, clipped at the bounds.
        let oneLine = inkedRows(render(layer))
        #expect(oneLine.last! < 22)
        #expect(inkedColumns(render(layer)).last! >= 115)
        // Wrapped: several lines inside the width.
        layer.isWrapped = true
        let wrapped = render(layer)
        #expect(inkedRows(wrapped).last! > 50)
        #expect(inkedColumns(wrapped).last! < 120)
        // Truncated at the end on one line: an ellipsis inside the width.
        layer.isWrapped = false
        layer.truncationMode = .end
        let truncated = render(layer)
        #expect(inkedRows(truncated).last! < 22)
        #expect(inkedColumns(truncated).last! < 120)
        // Centered: the ink is balanced about the middle.
        layer.truncationMode = .none
        layer.string = "Hi"
        layer.alignmentMode = .center
        let columns = inkedColumns(render(layer))
        #expect(abs((columns.first! + columns.last!) / 2 - 60) <= 2)
        layer.alignmentMode = .right
        #expect(inkedColumns(render(layer)).last! >= 115)
    }

    @Test func anAttributedStringKeepsItsOwnColors() {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.string = NSAttributedString(
            string: "██", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 30)])
        let image = render(layer).cgImage!
        let inked = (0..<image.width).flatMap { x in (0..<image.height).map { image.pixel(x, $0) } }
            .filter { $0.a == 255 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.r > 200 && $0.g < 60 && $0.b < 60 })
    }

    @Test func aCopyDrawsTheSame() {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
        layer.string = "Copy"
        layer.fontSize = 18
        layer.isWrapped = true
        let copy = CATextLayer(layer: layer)
        #expect(copy.string as? String == "Copy" && copy.fontSize == 18 && copy.isWrapped)
        #expect(render(copy).pngData() == render(layer).pngData())
    }
}
