import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Shapes moved, turned, scaled, transformed and sized as paths (SwiftUI's
/// `OffsetShape`, `RotatedShape`, `ScaledShape`, `TransformedShape`), and
/// paths read back element by element.
@MainActor
@Suite struct ShapeTransformTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    private func bounds(_ path: Path) -> CGRect { path.boundingRect }

    @Test func anOffsetShapeMovesItsPath() {
        let moved = Rectangle().offset(x: 10, y: 5)
        #expect(bounds(moved.path(in: rect)) == CGRect(x: 10, y: 5, width: 100, height: 50))
        #expect(bounds(Rectangle().offset(CGSize(width: -5, height: 0)).path(in: rect)).minX == -5)
        // Insettable when its shape is: strokeBorder works on it.
        #expect(
            bounds(Circle().offset(x: 10).inset(by: 5).path(in: rect)) == CGRect(x: 40, y: 5, width: 40, height: 40))
    }

    @Test func aRotatedShapeTurnsAboutItsAnchor() {
        let turned = Rectangle().rotation(.degrees(90))
        let box = bounds(turned.path(in: rect))
        // A 100×50 rectangle a quarter turn about its center: 50×100 about the same center.
        #expect(abs(box.width - 50) < 0.01 && abs(box.height - 100) < 0.01)
        #expect(abs(box.midX - 50) < 0.01 && abs(box.midY - 25) < 0.01)
        let aboutCorner = bounds(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect))
        #expect(abs(aboutCorner.maxX) < 0.01 && abs(aboutCorner.minX + 50) < 0.01 && abs(aboutCorner.maxY - 100) < 0.01)
    }

    @Test func aScaledShapeKeepsItsAnchorInPlace() {
        #expect(bounds(Rectangle().scale(0.5).path(in: rect)) == CGRect(x: 25, y: 12.5, width: 50, height: 25))
        #expect(
            bounds(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect))
                == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func aTransformedShapeAndASizedShape() {
        let skewed = Rectangle().transform(CGAffineTransform(translationX: 3, y: 4))
        #expect(bounds(skewed.path(in: rect)) == CGRect(x: 3, y: 4, width: 100, height: 50))
        #expect(
            bounds(Rectangle().size(width: 20, height: 10).path(in: rect)) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(
            bounds(Rectangle().size(CGSize(width: 7, height: 7)).path(in: rect)).size == CGSize(width: 7, height: 7))
    }

    @Test func anOffsetShapeDrawsMoved() throws {
        // A 50-point square moved 50 points right inside a 200×100 frame.
        let (_, window) = host(
            Rectangle().size(width: 50, height: 50).offset(x: 50).fill(Color.red).frame(width: 200, height: 100),
            width: 200, height: 100)
        defer { window.isHidden = true }
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        let left = image.pixel(25 * scale, 25 * scale), right = image.pixel(75 * scale, 25 * scale)
        #expect(right.r > 200 && right.g < 80, "drawn moved right: \(right)")
        #expect(!(left.r > 200 && left.g < 80), "not where it was: \(left)")
    }

    @Test func aPathHandsOverItsElements() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        var elements: [Path.Element] = []
        // Path's own forEach (not a sequence's), given a named closure.
        let collect: (Path.Element) -> Void = { elements.append($0) }
        path.forEach(collect)
        #expect(
            elements == [
                .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
                .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)),
                .curve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14)),
                .closeSubpath,
            ])
    }

    @Test func rectsAndRelativeArcs() {
        var path = Path()
        path.addRects([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)])
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(path.contains(CGPoint(x: 25, y: 5)) && !path.contains(CGPoint(x: 15, y: 5)))
        // A quarter from angle 0, positive: toward positive y (clockwise on screen).
        var arc = Path()
        arc.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
        let box = arc.boundingRect
        #expect(box.minX > -0.01 && box.minY > -0.01 && abs(box.maxX - 10) < 0.01 && abs(box.maxY - 10) < 0.01)
    }
}
