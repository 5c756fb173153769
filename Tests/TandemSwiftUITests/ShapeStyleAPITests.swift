import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@MainActor
@Suite struct ShapeStyleAPITests {
    @Test func trimmedPathsKeepTheGivenPartOfTheLength() {
        let line = Path {
            $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0))
        }
        #expect(line.trimmedPath(from: 0.25, to: 0.75).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 0))
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        // Half of the outline: the top edge and the right edge.
        #expect(square.trimmedPath(from: 0, to: 0.5).boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.trimmedPath(from: 0, to: 0.25).boundingRect == CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: 1) == square)
        let circle = Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            abs(circle.boundingRect.height - 50) < 1 || abs(circle.boundingRect.width - 50) < 1,
            "\(circle.boundingRect)")
    }

    @Test func aProgressRingDrawsOnlyItsPart() throws {
        let (_, window) = host(
            Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 10).frame(width: 100, height: 100),
            width: 100, height: 100)
        defer { window.isHidden = true }
        let image = window.tandemSnapshot()
        // A circle's outline starts at its right (3 o'clock) and runs clockwise on screen.
        #expect(image.pixel(95, 50) != RGBA(255, 255, 255, 255), "the start of the ring is drawn")
        #expect(image.pixel(5, 50) == RGBA(255, 255, 255, 255), "the far side is not")
    }

    @Test func colorGradientsAndLiteralsResolve() throws {
        let (_, window) = host(
            Rectangle().fill(Color.blue.gradient).frame(width: 100, height: 100), width: 100, height: 100)
        defer { window.isHidden = true }
        let image = window.tandemSnapshot()
        let top = image.pixel(50, 2), bottom = image.pixel(50, 97)
        #expect(top.b > bottom.b, "lighter at the top, darker at the bottom: \(top) \(bottom)")
        // swift-format-ignore: NoPlaygroundLiterals
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let missing = UIImage(imageLiteralResourceName: "no-such-image-anywhere")
        #expect(missing.cgImage == nil)
        #expect(
            LinearGradient.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                == LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    }

    @Test func boldAndFontWeightReachText() throws {
        let (controller, window) = host(
            VStack {
                Text("Plain"); Text("Bold").bold(); Text("Heavy").fontWeight(.heavy)
            }.bold(false))
        defer { window.isHidden = true }
        _ = controller
        let (bolded, boldWindow) = host(VStack { Text("Bold") }.bold())
        defer { boldWindow.isHidden = true }
        let label = try #require(bolded.view.labels.first)
        let plain = try #require(controller.view.labels.first)
        #expect(label.font != plain.font, "bold() on a container makes its text bold: \(label.font) vs \(plain.font)")
    }

    @Test func aSpatialTapReportsWhereItLanded() throws {
        final class Box { var location: CGPoint? }
        let box = Box()
        let (_, window) = host(
            Color.red.frame(width: 200, height: 100).onTapGesture { location in box.location = location }, width: 200,
            height: 100)
        defer { window.isHidden = true }
        window.synthesizeTap(at: CGPoint(x: 30, y: 40))
        CATransaction.flush()
        #expect(box.location == CGPoint(x: 30, y: 40))
    }
}
