import CoreGraphics
import Foundation

/// Pages that show what TandemGraphics draws: shapes, gradients and clipping,
/// images, and text in several scripts, weights and layouts.
enum GraphicsShowcase {
    struct Page {
        let name: String
        let size: CGSize
        let draw: (CGContext) -> Void
    }

    static let pages: [Page] = [
        Page(name: "1-shapes", size: CGSize(width: 640, height: 400), draw: shapes),
        Page(name: "2-gradients-and-clipping", size: CGSize(width: 640, height: 400), draw: gradients),
        Page(name: "3-images", size: CGSize(width: 640, height: 400), draw: images),
        Page(name: "4-text", size: CGSize(width: 800, height: 900), draw: text),
    ]

    /// Renders a page at 2x into a bitmap, in a top-left, y-down space as UIKit's renderers set up.
    static func render(_ page: Page) -> CGImage {
        let scale: CGFloat = 2
        let context = CGContext(
            data: nil, width: Int(page.size.width * scale), height: Int(page.size.height * scale),
            bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: page.size.height * scale)
        context.scaleBy(x: scale, y: -scale)
        context.setFillColor(CGColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1))
        context.fill(CGRect(origin: .zero, size: page.size))
        page.draw(context)
        return context.makeImage()!
    }

    static let blue = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    static let orange = CGColor(red: 1, green: 0.584, blue: 0, alpha: 1)
    static let green = CGColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
    static let red = CGColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
    static let purple = CGColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1)
    static let ink = CGColor(gray: 0.1, alpha: 1)
    static let secondary = CGColor(gray: 0.45, alpha: 1)

    static func caption(_ string: String, at point: CGPoint, in context: CGContext) {
        TextLayout(AttributedText(string, font: .system(size: 13, weight: .semibold), color: secondary))
            .draw(at: point, in: context)
    }

    static func shapes(_ c: CGContext) {
        caption("Fill, stroke, rounded rectangles, ellipses", at: CGPoint(x: 20, y: 14), in: c)
        c.setFillColor(blue)
        c.fill(CGRect(x: 20, y: 40, width: 120, height: 80))
        c.addPath(
            CGPath(
                roundedRect: CGRect(x: 160, y: 40, width: 120, height: 80), cornerWidth: 18, cornerHeight: 18,
                transform: nil))
        c.setFillColor(orange)
        c.fillPath()
        c.setFillColor(green)
        c.fillEllipse(in: CGRect(x: 300, y: 40, width: 120, height: 80))
        c.setStrokeColor(purple)
        c.setLineWidth(6)
        c.strokeEllipse(in: CGRect(x: 450, y: 40, width: 80, height: 80))
        c.setFillColor(red.copy(alpha: 0.5)!)
        c.fillEllipse(in: CGRect(x: 500, y: 60, width: 100, height: 60))

        caption("Caps, joins, dashes, arcs, curves", at: CGPoint(x: 20, y: 140), in: c)
        c.setStrokeColor(ink)
        c.setLineWidth(12)
        for (index, cap) in [CGLineCap.butt, .round, .square].enumerated() {
            c.setLineCap(cap)
            let y = 180 + CGFloat(index) * 30
            c.strokeLineSegments(between: [CGPoint(x: 30, y: y), CGPoint(x: 130, y: y)])
        }
        c.setLineCap(.butt)
        for (index, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            c.setLineJoin(join)
            let x = 160 + CGFloat(index) * 60
            c.addLines(between: [CGPoint(x: x, y: 250), CGPoint(x: x + 20, y: 180), CGPoint(x: x + 40, y: 250)])
            c.strokePath()
        }
        c.setLineJoin(.miter)
        c.setLineWidth(3)
        c.setStrokeColor(blue)
        c.setLineDash(phase: 0, lengths: [10, 5, 2, 5])
        c.stroke(CGRect(x: 360, y: 175, width: 100, height: 80))
        c.setLineDash(phase: 0, lengths: [])
        c.setStrokeColor(red)
        c.setLineWidth(4)
        c.addArc(center: CGPoint(x: 540, y: 215), radius: 40, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
        c.strokePath()

        caption("Even-odd and winding fill of the same star", at: CGPoint(x: 20, y: 280), in: c)
        for (index, rule) in [CGPathFillRule.evenOdd, .winding].enumerated() {
            let center = CGPoint(x: 100 + CGFloat(index) * 160, y: 345)
            let star = CGMutablePath()
            for i in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: center.x + 45 * cos(angle), y: center.y + 45 * sin(angle))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            c.addPath(star)
            c.setFillColor(index == 0 ? purple : green)
            c.fillPath(using: rule)
        }
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: 380, y: 380))
        curve.addCurve(
            to: CGPoint(x: 600, y: 300), control1: CGPoint(x: 420, y: 260), control2: CGPoint(x: 520, y: 420))
        curve.addQuadCurve(to: CGPoint(x: 400, y: 300), control: CGPoint(x: 500, y: 250))
        c.addPath(curve)
        c.setStrokeColor(orange)
        c.setLineWidth(5)
        c.strokePath()
    }

    static func gradients(_ c: CGContext) {
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [blue, purple, red] as CFArray, locations: [0, 0.5, 1])!
        caption("Linear gradient, radial gradient, clipped gradient, alpha", at: CGPoint(x: 20, y: 14), in: c)
        c.saveGState()
        c.clip(to: CGRect(x: 20, y: 40, width: 180, height: 140))
        c.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 40), end: CGPoint(x: 200, y: 180), options: [])
        c.restoreGState()

        c.saveGState()
        c.clip(to: CGRect(x: 220, y: 40, width: 180, height: 140))
        c.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 310, y: 110), startRadius: 5, endCenter: CGPoint(x: 310, y: 110),
            endRadius: 70, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        c.restoreGState()

        c.saveGState()
        c.addEllipse(in: CGRect(x: 440, y: 40, width: 140, height: 140))
        c.clip()
        c.drawLinearGradient(
            gradient, start: CGPoint(x: 440, y: 40), end: CGPoint(x: 580, y: 40),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        c.restoreGState()

        caption(
            "Even-odd clip (a ring), rotated transforms, global alpha over a gradient", at: CGPoint(x: 20, y: 200),
            in: c)
        c.saveGState()
        c.addEllipse(in: CGRect(x: 20, y: 230, width: 150, height: 150))
        c.addEllipse(in: CGRect(x: 60, y: 270, width: 70, height: 70))
        c.clip(using: .evenOdd)
        c.setFillColor(green)
        c.fill(CGRect(x: 0, y: 220, width: 200, height: 180))
        c.restoreGState()

        for i in 0..<12 {
            c.saveGState()
            c.translateBy(x: 300, y: 305)
            c.rotate(by: CGFloat(i) * .pi / 6)
            c.setFillColor(CGColor(red: CGFloat(i) / 12, green: 0.4, blue: 1 - CGFloat(i) / 12, alpha: 1))
            c.fill(CGRect(x: 20, y: -6, width: 50, height: 12))
            c.restoreGState()
        }

        c.setFillColor(blue)
        c.fill(CGRect(x: 420, y: 240, width: 90, height: 90))
        c.saveGState()
        c.setAlpha(0.5)
        c.setFillColor(orange)
        c.fill(CGRect(x: 460, y: 280, width: 90, height: 90))
        c.clip(to: CGRect(x: 560, y: 240, width: 60, height: 140))
        c.drawLinearGradient(gradient, start: CGPoint(x: 560, y: 240), end: CGPoint(x: 620, y: 380), options: [])
        c.restoreGState()
    }

    /// A procedurally drawn image, through a PNG round trip.
    static func sampleImage() -> CGImage {
        let size = 48
        let context = CGContext(
            data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        for y in 0..<6 {
            for x in 0..<6 {
                context.setFillColor((x + y) % 2 == 0 ? CGColor(gray: 0.9, alpha: 1) : CGColor(gray: 0.75, alpha: 1))
                context.fill(CGRect(x: x * 8, y: y * 8, width: 8, height: 8))
            }
        }
        context.setFillColor(red)
        context.fillEllipse(in: CGRect(x: 8, y: 8, width: 32, height: 32))
        // A marker in the top-left corner (y-up: high y) shows the orientation.
        context.setFillColor(blue)
        context.fill(CGRect(x: 0, y: 40, width: 8, height: 8))
        let png = context.makeImage()!.pngData()!
        return try! CGImage(pngData: png)
    }

    static func images(_ c: CGContext) {
        let image = sampleImage()
        caption(
            "A 48×48 image through PNG: natural size, scaled ×3 smooth, nearest, tiled", at: CGPoint(x: 20, y: 14),
            in: c)
        // The context is flipped (y-down), so flip locally to draw images upright, as UIKit does.
        func drawUpright(_ rect: CGRect, tiled: Bool = false) {
            c.saveGState()
            c.translateBy(x: 0, y: rect.maxY + rect.minY)
            c.scaleBy(x: 1, y: -1)
            if tiled {
                c.clip(to: rect)
                c.draw(image, in: CGRect(x: rect.minX, y: rect.minY, width: 48, height: 48), byTiling: true)
            } else {
                c.draw(image, in: rect)
            }
            c.restoreGState()
        }
        drawUpright(CGRect(x: 20, y: 50, width: 48, height: 48))
        drawUpright(CGRect(x: 90, y: 50, width: 144, height: 144))
        c.interpolationQuality = .none
        drawUpright(CGRect(x: 250, y: 50, width: 144, height: 144))
        c.interpolationQuality = .default
        drawUpright(CGRect(x: 410, y: 50, width: 200, height: 144), tiled: true)

        caption(
            "Reading pixels back through a 1×1 bitmap context, as iOS snapshot code does", at: CGPoint(x: 20, y: 220),
            in: c)
        var pixel: [UInt8] = [0, 0, 0, 0]
        let probe = CGContext(
            data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        probe.draw(image, in: CGRect(x: -24, y: -24, width: 48, height: 48))
        let swatch = CGColor(
            red: CGFloat(pixel[0]) / 255, green: CGFloat(pixel[1]) / 255, blue: CGFloat(pixel[2]) / 255,
            alpha: CGFloat(pixel[3]) / 255)
        c.setFillColor(swatch)
        c.fill(CGRect(x: 20, y: 250, width: 60, height: 60))
        TextLayout(AttributedText("center pixel RGBA = \(pixel)", font: .system(size: 15), color: ink))
            .draw(at: CGPoint(x: 95, y: 270), in: c)
    }

    static func text(_ c: CGContext) {
        var y: CGFloat = 20
        func line(_ string: String, _ font: TextFont, color: CGColor = ink) {
            let layout = TextLayout(AttributedText(string, font: font, color: color))
            layout.draw(at: CGPoint(x: 20, y: y), in: c)
            y += layout.metrics.size.height + 6
        }
        caption("Scripts (system font with fallbacks)", at: CGPoint(x: 20, y: y), in: c); y += 24
        line("English: The quick brown fox jumps over the lazy dog.", .system(size: 17))
        line("中文：在 SwiftUI 中，如何在 UIView 内使用 UIHostingController", .system(size: 17))
        line("日本語：いろはにほへと ちりぬるを カタカナ 漢字", .system(size: 17))
        line("Tiếng Việt: Tích hợp SwiftUI vào UIKit — dễ dàng và nhanh chóng", .system(size: 17))
        line("العربية: مرحبا بالعالم    עברית: שלום עולם", .system(size: 17))
        line("Emoji: 👍🏽 🇻🇳 👨‍👩‍👧 🎉 ❤️", .system(size: 17))

        y += 8
        caption("Weights, italic, monospaced digits, decorations", at: CGPoint(x: 20, y: y), in: c); y += 24
        let weights: [(String, TextFont.Weight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
            ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        var x: CGFloat = 20
        for (name, weight) in weights {
            let layout = TextLayout(AttributedText(name, font: .system(size: 17, weight: weight), color: ink))
            layout.draw(at: CGPoint(x: x, y: y), in: c)
            x += layout.metrics.size.width + 14
        }
        y += 30
        var styled = AttributedText(
            "Italic, underlined, struck, k e r n e d, 0123456789 / 1111111111 (tabular)", font: .system(size: 20),
            color: ink)
        styled.modifyAttributes(in: 0..<6) { $0.font.isItalic = true }
        styled.modifyAttributes(in: 8..<18) {
            $0.underlineStyle = .single; $0.foregroundColor = blue
        }
        styled.modifyAttributes(in: 20..<25) {
            $0.strikethroughStyle = .single; $0.foregroundColor = red
        }
        styled.modifyAttributes(in: 27..<33) { $0.kern = 3 }
        styled.modifyAttributes(in: 45..<55) { $0.font.monospacedDigits = true }
        TextLayout(styled).draw(at: CGPoint(x: 20, y: y), in: c)
        y += 40

        let paragraph =
            "SwiftUI and UIKit, in tandem, on Linux. Apple ships its two UI frameworks, and the bridges between them, only on its own systems. Tandem brings all three to Linux as one Swift package, so that code written for iOS compiles, behaves the same, and draws real pixels."
        caption("Wrapped at 360 points: natural, centered, right, justified", at: CGPoint(x: 20, y: y), in: c); y += 24
        let alignments: [TextAlignment] = [.natural, .center, .right, .justified]
        var top = y
        for (index, alignment) in alignments.enumerated() {
            let origin = CGPoint(x: 20 + CGFloat(index % 2) * 390, y: top)
            let layout = TextLayout(
                AttributedText(paragraph, font: .system(size: 13), color: ink), width: 360, alignment: alignment)
            c.setStrokeColor(CGColor(gray: 0.8, alpha: 1))
            c.setLineWidth(1)
            c.stroke(CGRect(origin: origin, size: CGSize(width: 360, height: layout.metrics.size.height)))
            layout.draw(at: origin, in: c)
            if index % 2 == 1 { top += layout.metrics.size.height + 16 }
        }
        y = top + 4

        caption("Two-line limit, truncated at the head, middle and tail", at: CGPoint(x: 20, y: y), in: c); y += 24
        for mode in [TextLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let layout = TextLayout(
                AttributedText(paragraph, font: .system(size: 15), color: ink), width: 520, maximumNumberOfLines: 2,
                lineBreakMode: mode)
            layout.draw(at: CGPoint(x: 20, y: y), in: c)
            y += layout.metrics.size.height + 10
        }

        caption("Selection rectangles and caret from UTF-16 ranges", at: CGPoint(x: 20, y: y), in: c); y += 24
        let mixed = TextLayout(
            AttributedText("Tandem 在 Linux 上 — café 👍🏽 done", font: .system(size: 24), color: ink))
        let origin = CGPoint(x: 20, y: y)
        c.setFillColor(CGColor(red: 0.7, green: 0.83, blue: 1, alpha: 1))
        for rect in mixed.selectionRects(for: 7..<16) {
            c.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
        }
        mixed.draw(at: origin, in: c)
        let caret = mixed.caretRect(forIndex: 28).offsetBy(dx: origin.x, dy: origin.y)
        c.setFillColor(blue)
        c.fill(CGRect(x: caret.minX - 1, y: caret.minY, width: 2, height: caret.height))
    }
}
