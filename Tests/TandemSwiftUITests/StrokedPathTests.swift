import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `Path.strokedPath(_:)` and CoreGraphics' stroking copy: an outline whose
/// fill is what the stroke draws — its width, joins, caps and dashes.
@MainActor
@Suite struct StrokedPathTests {
    private let box = Path(CGRect(x: 0, y: 0, width: 100, height: 50))

    @Test func aRectanglesOutlineIsABandAroundItsEdges() {
        let outline = box.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(outline.contains(CGPoint(x: 0, y: 25)))
        #expect(outline.contains(CGPoint(x: -4, y: 25)))
        #expect(outline.contains(CGPoint(x: 4, y: 25)))
        #expect(!outline.contains(CGPoint(x: -6, y: 25)))
        #expect(!outline.contains(CGPoint(x: 50, y: 25)), "the inside is not the outline")
        // Mitered corners reach the corner of the band.
        #expect(outline.contains(CGPoint(x: -4.5, y: -4.5)))
        #expect(outline.boundingRect.insetBy(dx: 5, dy: 5) == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func joinsAreMiteredBeveledOrRounded() {
        let bevel = box.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!bevel.contains(CGPoint(x: -4, y: -4)), "the bevel cuts the corner")
        #expect(bevel.contains(CGPoint(x: -2, y: -2)))
        let round = box.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(!round.contains(CGPoint(x: -4, y: -4)), "4√2 from the corner, past the radius")
        #expect(round.contains(CGPoint(x: -3, y: -3)))
        // A sharp turn past the miter limit is beveled.
        var spike = Path()
        spike.move(to: CGPoint(x: 0, y: 0))
        spike.addLine(to: CGPoint(x: 100, y: 5))
        spike.addLine(to: CGPoint(x: 0, y: 10))
        let limited = spike.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 4))
        #expect(!limited.contains(CGPoint(x: 110, y: 5)))
        let unlimited = spike.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 100))
        #expect(unlimited.contains(CGPoint(x: 110, y: 5)))
    }

    @Test func capsExtendOrRoundTheEnds() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .butt))
        #expect(!butt.contains(CGPoint(x: -2, y: 0)))
        #expect(butt.contains(CGPoint(x: 2, y: 4)))
        let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(square.contains(CGPoint(x: -4, y: 4)))
        #expect(square.contains(CGPoint(x: 104, y: -4)))
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round.contains(CGPoint(x: -4, y: 0)))
        #expect(!round.contains(CGPoint(x: -4, y: 4)))
    }

    @Test func dashesLeaveGaps() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 12, y: 0)), "10 to 15 is a gap")
        #expect(dashed.contains(CGPoint(x: 20, y: 0)))
        // The phase shifts the pattern.
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 5))
        #expect(!shifted.contains(CGPoint(x: 7, y: 0)), "5 to 10 is a gap once shifted by 5")
        let cgDashes = line.cgPath.copy(dashingWithPhase: 0, lengths: [10, 5])
        var moves = 0
        cgDashes.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 7, "0-10, 15-25, … 90-100")
    }

    /// Filling the outline paints what stroking the path paints.
    @Test func fillingTheOutlineDrawsTheStroke() throws {
        var curve = Path()
        curve.move(to: CGPoint(x: 10, y: 80))
        curve.addCurve(to: CGPoint(x: 90, y: 70), control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: 70, y: 120))
        curve.addLine(to: CGPoint(x: 50, y: 20))
        let style = StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round)
        let stroked = try #require(
            ImageRenderer(content: curve.stroke(Color.black, style: style).frame(width: 100, height: 100)).cgImage)
        let filled = try #require(
            ImageRenderer(content: curve.strokedPath(style).fill(Color.black).frame(width: 100, height: 100)).cgImage)
        var differing = 0, painted = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = stroked.pixel(x, y), b = filled.pixel(x, y)
                if a.a > 128 { painted += 1 }
                if abs(Int(a.a) - Int(b.a)) > 96 { differing += 1 }
            }
        }
        #expect(painted > 800)
        #expect(differing * 100 < painted * 2, "\(differing) of \(painted) painted pixels differ")
    }

    @Test func zeroLengthDashesAreDotsAlongTheLine() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dotted = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
        #expect(dotted.contains(CGPoint(x: 10, y: 1)), "a dot every 10 points")
        #expect(dotted.contains(CGPoint(x: 50, y: -1)))
        #expect(!dotted.contains(CGPoint(x: 15, y: 0)))
        let squares = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [0, 10]))
        #expect(squares.contains(CGPoint(x: 21.5, y: 1.5)))
        #expect(!squares.contains(CGPoint(x: 25, y: 0)))
    }

    @Test func hugeOrFinePatternsEndAndHugeWidthsDoNotTrap() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100_000, y: 0))
        // A pattern far finer than the line is cut at the limit, not forever.
        let fine = line.cgPath.copy(dashingWithPhase: 0, lengths: [0.001, 0.001])
        var moves = 0
        fine.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 10_000)
        var curve = Path()
        curve.move(to: .zero)
        curve.addCurve(
            to: CGPoint(x: 1e300, y: 0), control1: CGPoint(x: 0, y: 1e300), control2: CGPoint(x: 1e300, y: 1e300))
        #expect(!curve.strokedPath(StrokeStyle(lineWidth: 1e19, lineCap: .round)).isEmpty)
    }

    @Test func aZeroWidthOrAnEmptyPathHasNoOutline() {
        #expect(box.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
        #expect(box.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
    }
}
