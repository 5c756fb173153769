import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A view whose drawing is user code: it must reach a PDF as an image.
final class ScribbleView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemPurple.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

struct Scribble: UIViewRepresentable {
    func makeUIView(context: Context) -> ScribbleView {
        let view = ScribbleView()
        view.isOpaque = false
        return view
    }

    func updateUIView(_ uiView: ScribbleView, context: Context) {}
}

/// A label that draws its text inset, through `super` (its text stays text).
final class InsetLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.insetBy(dx: 4, dy: 0))
    }
}

/// A label that draws its text and a line of its own (user drawing: an image).
final class UnderlinedLabel: UILabel {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: bounds.maxY - 1, width: bounds.width, height: 1))
    }
}

struct VectorSampler: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Vector text").font(.title)
            HStack {
                Circle().fill(Color.blue).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).stroke(Color.green, lineWidth: 3).frame(width: 60, height: 40)
            }
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                .frame(width: 120, height: 20)
        }
        .padding()
        .background(Color.yellow)
    }
}

/// The bytes of a one-page PDF of `view`, written with Apple's
/// `render(rasterizationScale:renderer:)` pattern, as text (Latin-1).
@MainActor
func pdfText<V: View>(of view: V) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: url) }
    ImageRenderer(content: view).render { size, context in
        var box = CGRect(origin: .zero, size: size)
        guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
        pdf.beginPDFPage(nil)
        context(pdf)
        pdf.endPDFPage()
        pdf.closePDF()
    }
    let data = try Data(contentsOf: url)
    #expect(data.starts(with: Array("%PDF".utf8)))
    return String(data.map { Character(Unicode.Scalar($0)) })
}

/// The bytes of a one-page PDF of a layer tree drawn with `CALayer.render(in:)`.
@MainActor
func pdfText(of view: UIView) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: url) }
    var box = CGRect(origin: .zero, size: view.bounds.size)
    let pdf = try #require(CGContext(url as CFURL, mediaBox: &box, nil))
    pdf.beginPDFPage(nil)
    // CoreGraphics' PDF space is y-up; UIKit's renderers flip it, as here.
    pdf.translateBy(x: 0, y: box.height)
    pdf.scaleBy(x: 1, y: -1)
    view.layer.render(in: pdf)
    pdf.endPDFPage()
    pdf.closePDF()
    let data = try Data(contentsOf: url)
    return String(data.map { Character(Unicode.Scalar($0)) })
}

@MainActor
@Suite struct VectorPDFTests {
    @Test func textShapesGradientsAndBackgroundsStayVectors() throws {
        let pdf = try pdfText(of: VectorSampler())
        // The text is set in an embedded font, not painted as pixels.
        #expect(pdf.contains("/Type /Font"))
        #expect(pdf.contains("/BaseFont"))
        #expect(pdf.contains("/FontFile"))
        // The gradient is a shading.
        #expect(pdf.contains("/ShadingType"))
        // Nothing became an image.
        #expect(!pdf.contains("/Subtype /Image"))
    }

    @Test func userDrawingAndImagesStayImages() throws {
        let drawn = try pdfText(
            of: HStack {
                Text("Drawn"); Scribble().frame(width: 30, height: 30)
            })
        #expect(drawn.contains("/Subtype /Image"))
        #expect(drawn.contains("/FontFile"))

        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let image = try pdfText(of: Image(uiImage: bitmap))
        #expect(image.contains("/Subtype /Image"))
    }

    @Test func labelsAreTextUnlessASubclassDrawsItsOwn() throws {
        func container(_ label: UILabel) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            view.backgroundColor = .white
            label.text = "Label"
            label.frame = view.bounds
            view.addSubview(label)
            return view
        }
        let plain = try pdfText(of: container(UILabel()))
        #expect(plain.contains("/FontFile"))
        #expect(!plain.contains("/Subtype /Image"))

        let inset = try pdfText(of: container(InsetLabel()))
        #expect(inset.contains("/FontFile"))
        #expect(!inset.contains("/Subtype /Image"))

        let underlined = try pdfText(of: container(UnderlinedLabel()))
        #expect(underlined.contains("/Subtype /Image"))
        #expect(!underlined.contains("/FontFile"))
    }

    @Test func renderDrawsInCoreGraphicsCoordinatesAsApplesDoes() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        var image: CGImage?
        ImageRenderer(content: view).render { size, draw in
            // A bitmap as CoreGraphics makes it: origin bottom-left, y up.
            guard
                let bitmap = CGContext(
                    data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return }
            draw(bitmap)
            image = bitmap.makeImage()
        }
        let rendered = try #require(image)
        // Upright: the first view is at the top.
        #expect(rendered.pixel(10, 2).r > 200 && rendered.pixel(10, 2).b < 80)
        #expect(rendered.pixel(10, 17).b > 200 && rendered.pixel(10, 17).r < 80)
    }

    @Test func shapeLayersAndGradientLayersArePaths() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.black.cgColor
        view.backgroundColor = .white
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        shape.fillColor = UIColor.red.cgColor
        shape.strokeColor = UIColor.blue.cgColor
        view.layer.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 60, width: 100, height: 40)
        gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor]
        view.layer.addSublayer(gradient)
        let pdf = try pdfText(of: view)
        #expect(pdf.contains("/ShadingType"))
        #expect(!pdf.contains("/Subtype /Image"))
    }
}
