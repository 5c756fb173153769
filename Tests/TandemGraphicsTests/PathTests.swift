import Foundation
import TandemSupport
import TandemTestSupport
import Testing

@testable import TandemGraphics

@Suite struct PathTests {
    /// A five-pointed star drawn in one stroke: its center is wound twice.
    func star() -> CGMutablePath {
        let path = CGMutablePath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 50 * cos(angle), y: 50 * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    @Test func evenOddAndWindingDisagreeOnlyWhereThePathWindsTwice() {
        let path = star()
        #expect(path.contains(.zero, using: .winding))
        #expect(!path.contains(.zero, using: .evenOdd))
        let tip = CGPoint(x: 0, y: -40)
        #expect(path.contains(tip, using: .winding) && path.contains(tip, using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 60, y: 60)))
    }

    @Test func ellipseAndRoundedRectContainmentFollowTheirCurves() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        #expect(ellipse.contains(CGPoint(x: 50, y: 25)))
        #expect(ellipse.contains(CGPoint(x: 98, y: 25)))
        #expect(!ellipse.contains(CGPoint(x: 5, y: 5)))
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 10, y: 10)))
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        var shift = CGAffineTransform(translationX: 200, y: 0)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(moved.contains(CGPoint(x: 205, y: 5)) && !moved.contains(CGPoint(x: 5, y: 5)))
        #expect(moved.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: -200, y: 0)))
    }

    @Test func boundingBoxesIncludeControlPointsOrOnlyTheCurve() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's peak is at t = 0.5: 3/4 of the control height.
        #expect(abs(path.boundingBoxOfPath.height - 75) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().isEmpty)
    }

    @Test func arcsSweepTheRequestedDirectionAndEndWhereAsked() {
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(ccw.currentPoint.x) < 1e-9 && abs(ccw.currentPoint.y - 10) < 1e-9)
        // A quarter turn counter-clockwise stays in the first quadrant...
        #expect(ccw.boundingBoxOfPath.minY > -1e-9)
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // ...and clockwise goes the long way round through the other three.
        #expect(abs(cw.boundingBoxOfPath.minY + 10) < 1e-6 && abs(cw.boundingBoxOfPath.minX + 10) < 1e-6)
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        full.closeSubpath()
        #expect(full.contains(CGPoint(x: 0, y: 9)) && !full.contains(CGPoint(x: 8, y: 8)))
        // A full turn asked for the other way is a full circle too (UIKit
        // code draws circles with `clockwise: false`, which is CoreGraphics'
        // clockwise), as is more than a turn; equal angles draw no arc.
        for (end, clockwise) in [(2 * CGFloat.pi, true), (-2 * CGFloat.pi, false), (3 * CGFloat.pi, true)] {
            let circle = CGMutablePath()
            circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: end, clockwise: clockwise)
            #expect(abs(circle.boundingBoxOfPath.width - 20) < 1e-6 && abs(circle.boundingBoxOfPath.height - 20) < 1e-6)
        }
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(none.boundingBoxOfPath.width < 1e-9)
    }

    @Test func tangentArcsRoundACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        #expect(path.boundingBoxOfPath.maxX <= 100 + 1e-9)
    }

    @Test func elementsAreReportedInOrderAndRectsAreRecognised() {
        var types: [CGPathElementType] = []
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect) && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!star().isRect(nil))
        #expect(path.copy() === path)
        #expect(path.mutableCopy()! == path)
    }

    @Test func badInputIsIgnoredAndReported() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        #expect(path.isEmpty)
        #expect(Diagnostics.messages.contains { $0.contains("no current point") })
        path.addRect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        path.addEllipse(in: .null)
        path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(path.isEmpty)
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 0)))
        let clamped = CGMutablePath()
        clamped.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 50, cornerHeight: 50)
        #expect(clamped.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
