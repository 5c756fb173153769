import Foundation
import TandemTestSupport
import Testing
import UIKit

@MainActor
@Suite struct RenderingTests {
    /// Renders a layer tree into a 1x image of `size`.
    func render(_ layer: CALayer, size: CGSize = CGSize(width: 100, height: 100)) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            layer.render(in: context.cgContext)
        }
    }

    /// A view taller than a bitmap can be (a stack of thousands of rows)
    /// that draws nothing costs nothing and reports nothing; one that draws
    /// reports the bitmap limit.
    @Test func aViewTallerThanABitmapDrawsOnlyWhenItHasContent() {
        final class Drawing: UIView {
            override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(bounds) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let tall = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100_000))
        window.addSubview(tall)
        // A flush commits every window of the process: only this view's drawing reports are its own
        // (another suite's leak check may report in the same commit when tests run side by side).
        #expect(!diagnostics { CATransaction.flush() }.contains { $0.contains("bitmap") })
        let drawing = Drawing(frame: CGRect(x: 0, y: 0, width: 100, height: 100_000))
        window.addSubview(drawing)
        #expect(diagnostics { CATransaction.flush() }.contains { $0.contains("unsupported bitmap size 100x100000") })
    }

    @Test func backgroundCornerRadiusAndBorder() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.cornerRadius = 20
        layer.borderWidth = 4
        layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        let image = render(root)
        #expect(image.pixel(50, 50) == RGBA(255, 0, 0, 255))
        #expect(image.pixel(50, 11) == RGBA(0, 0, 255, 255))
        #expect(image.pixel(88, 50) == RGBA(0, 0, 255, 255))
        #expect(image.pixel(12, 12).a == 0)  // outside the rounded corner
        #expect(image.pixel(5, 50).a == 0)
    }

    /// A translucent layer that is a single fill (or wraps one) takes its
    /// opacity in the fill instead of a transparency layer: the pixels must
    /// be those of the transparency layer, nested opacities multiplied.
    @Test func translucentSingleFillsBlendAsTransparencyLayersDo() {
        func scene(childBorder: Bool) -> UIImage {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let wrapper = CALayer()
            wrapper.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            wrapper.opacity = 0.5
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            child.opacity = 0.5
            if childBorder {
                // A border makes the child two drawings: it is grouped.
                child.borderWidth = 1
                child.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
            wrapper.addSublayer(child)
            let lone = CALayer()
            lone.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
            lone.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            lone.opacity = 0.5
            root.addSublayer(wrapper)
            root.addSublayer(lone)
            return render(root)
        }
        for image in [scene(childBorder: false), scene(childBorder: true)] {
            // Red at 0.5 × 0.5 over white; blue at 0.5 over white.
            let red = image.pixel(25, 50), blue = image.pixel(75, 50)
            #expect(red.r == 255 && abs(Int(red.g) - 191) <= 1 && abs(Int(red.b) - 191) <= 1, "\(red)")
            #expect(blue.b == 255 && abs(Int(blue.r) - 127) <= 1 && abs(Int(blue.g) - 127) <= 1, "\(blue)")
        }
    }

    @Test func shadowsAreDrawnOffsetAndBlurred() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 0, height: 10)
        root.addSublayer(card)
        let hard = render(root)
        #expect(hard.pixel(50, 75) == RGBA(0, 0, 0, 255))  // below the card: shadow
        #expect(hard.pixel(50, 50) == RGBA(255, 255, 255, 255))
        #expect(hard.pixel(50, 85).a == 0)
        card.shadowRadius = 6
        let soft = render(root)
        let edge = soft.pixel(50, 80)  // the shadow's edge is blurred: partly transparent
        #expect(edge.a > 40 && edge.a < 215)
        #expect(soft.pixel(50, 95).a < edge.a)
        card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        card.shadowRadius = 0
        let pathShadow = render(root)
        #expect(pathShadow.pixel(35, 75).a == 0)
        #expect(pathShadow.pixel(65, 75).a == 0)
    }

    @Test func masksToBoundsAndMaskLayersClip() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let box = CALayer()
        box.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        box.masksToBounds = true
        box.cornerRadius = 30
        let fill = CALayer()
        fill.frame = CGRect(x: -20, y: -20, width: 100, height: 100)
        fill.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        box.addSublayer(fill)
        root.addSublayer(box)
        let clipped = render(root)
        #expect(clipped.pixel(50, 50) == RGBA(0, 255, 0, 255))
        #expect(clipped.pixel(10, 10).a == 0)  // outside the box
        #expect(clipped.pixel(23, 23).a == 0)  // outside the circle

        box.masksToBounds = false
        box.cornerRadius = 0
        let mask = CAShapeLayer()
        mask.frame = box.bounds
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        box.mask = mask
        let masked = render(root)
        #expect(masked.pixel(50, 50) == RGBA(0, 255, 0, 255))
        #expect(masked.pixel(23, 23).a == 0)
        #expect(masked.pixel(10, 10).a == 0)  // the mask also cuts sublayers outside it
    }

    @Test func opacityCompositesTheSubtreeAsAGroup() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let group = CALayer()
        group.frame = root.bounds
        group.opacity = 0.5
        for x in [10.0, 30.0] {
            let square = CALayer()
            square.frame = CGRect(x: x, y: 10, width: 40, height: 40)
            square.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            group.addSublayer(square)
        }
        root.addSublayer(group)
        let image = render(root)
        // The overlap is as transparent as the rest: the group fades as one.
        #expect(image.pixel(40, 30).a == image.pixel(15, 30).a)
        #expect(abs(Int(image.pixel(15, 30).a) - 128) <= 1)
    }

    @Test func gradientAndShapeLayersDraw() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let image = render(gradient)
        #expect(image.pixel(50, 1).r > 240)
        #expect(image.pixel(50, 98).b > 240)
        let shape = CAShapeLayer()
        shape.frame = gradient.bounds
        shape.path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 20, height: 20)).cgPath
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        shape.lineWidth = 2
        let outline = render(shape)
        #expect(outline.pixel(20, 30).a == 255)
        #expect(outline.pixel(30, 30).a == 0)
    }

    @Test func labelsWrapAlignAndTruncate() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.text = "The quick brown fox jumps over the lazy dog"
        let single = label.intrinsicContentSize
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= single.height * 3)
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize.height < wrapped.height)

        // Alignment: ink of centered text is centered.
        let short = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        short.text = "Hi"
        short.textColor = .black
        short.textAlignment = .center
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: short.bounds.size, format: format).image { ctx in
            short.layer.render(in: ctx.cgContext)
        }
        let inked = (0..<200).filter { x in (0..<30).contains { image.pixel(x, $0).a > 100 } }
        #expect(abs(Double(inked.first! + inked.last!) / 2 - 100) <= 2)

        // Truncation: a one-line label narrower than its text ends with an ellipsis inside its bounds.
        let long = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        long.text = "A very long single line of text"
        long.textColor = .black
        let truncated = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30), format: format).image { ctx in
            long.layer.render(in: ctx.cgContext)
        }
        let right = (60..<100).contains { x in (0..<30).contains { truncated.pixel(x, $0).a > 0 } }
        #expect(!right)
        #expect((40..<60).contains { x in (0..<30).contains { truncated.pixel(x, $0).a > 100 } })
    }

    @Test func aChangedLabelRedrawsOnlyItsRectangle() {
        let window = makeWindow(width: 400, height: 400)
        let root = window.rootViewController!.view!
        root.backgroundColor = .white
        var labels: [UILabel] = []
        for row in 0..<10 {
            for column in 0..<4 {
                let label = UILabel(frame: CGRect(x: column * 100, y: row * 40, width: 100, height: 40))
                label.text = "Cell \(row).\(column)"
                root.addSubview(label)
                labels.append(label)
            }
        }
        CATransaction.flush()
        window.tandemResetRenderStatistics()
        labels[13].text = "Changed"
        CATransaction.flush()
        let stats = window.tandemRenderStatistics
        #expect(stats.frames == 1)
        #expect(stats.redrawnPixels == 100 * 40)
        // The window's layer, the root view's and the label: not the other 39 labels.
        #expect(stats.drawnLayers == 3)
        let image = window.tandemSnapshot()
        #expect(image.size == CGSize(width: 400, height: 400))
    }

    @Test func drawHierarchyAndTheWindowShowTheSamePixels() {
        let window = makeWindow(width: 120, height: 80)
        let root = window.rootViewController!.view!
        root.backgroundColor = .systemTeal
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemRed.cgColor
        root.addSubview(card)
        let label = UILabel(frame: CGRect(x: 14, y: 14, width: 52, height: 30))
        label.text = "Tandem"
        root.addSubview(label)
        let shown = window.tandemSnapshot()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        var differing = 0
        for y in 0..<80 {
            for x in 0..<120 where shown.pixel(x, y) != drawn.pixel(x, y) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(shown.pixel(40, 30) == RGBA(255, 255, 255, 255) || shown.pixel(40, 30).a == 255)
    }

    @Test func customDrawingRunsAtCommitWithTheCurrentContext() {
        final class Cross: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setStrokeColor(UIColor.black.cgColor)
                context.setLineWidth(2)
                context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: bounds.maxX, y: bounds.maxY)])
            }
        }
        let window = makeWindow(width: 50, height: 50)
        let cross = Cross(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.rootViewController!.view.addSubview(cross)
        let image = window.tandemSnapshot()
        #expect(cross.draws == 1)
        #expect(image.pixel(25, 25) == RGBA(0, 0, 0, 255))
        _ = window.tandemSnapshot()
        #expect(cross.draws == 1)
        cross.setNeedsDisplay()
        _ = window.tandemSnapshot()
        #expect(cross.draws == 2)
    }

    @Test func imagesRoundTripThroughPNGAndImageViewsFitThem() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 10, height: 20))
        #expect(image.scale == 2)
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == image.size)
        #expect(decoded.pixel(5, 5) == RGBA(255, 0, 0, 255))
        #expect(decoded.pixel(5, 35).a == 0)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("swatch@2x.png").path
        try data.write(to: URL(fileURLWithPath: path))
        let loaded = try #require(UIImage(contentsOfFile: path))
        #expect(loaded.scale == 2)
        #expect(loaded.size == CGSize(width: 10, height: 20))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)

        let imageView = UIImageView(image: decoded)
        #expect(imageView.frame.size == CGSize(width: 10, height: 20))
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        imageView.contentMode = .scaleAspectFit
        let one = UIGraphicsImageRendererFormat()
        one.scale = 1
        let fitted = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: one).image { ctx in
            imageView.layer.render(in: ctx.cgContext)
        }
        #expect(fitted.pixel(2, 5).a == 0)  // letterboxed
        #expect(fitted.pixel(20, 5) == RGBA(255, 0, 0, 255))
    }
}
