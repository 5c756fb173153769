import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// SwiftUI does not clip a shape to its frame: the outer half of a stroke
/// and a path drawn beyond its rect show around the view, which keeps its
/// layout frame.
@MainActor
@Suite struct ShapeOverflowTests {
    private let white = RGBA(255, 255, 255, 255)
    private let red = RGBA(255, 59, 48, 255)

    /// `shape`, 100 × 100, in the middle of a white 200 × 200 picture.
    private func render<S: View>(_ shape: S) throws -> CGImage {
        try #require(
            ImageRenderer(
                content: ZStack { shape.frame(width: 100, height: 100) }
                    .frame(width: 200, height: 200)
                    .background(Color.white)
            ).cgImage)
    }

    @Test func aStrokesOuterHalfShowsAroundTheFrame() throws {
        let image = try render(Circle().stroke(Color.red, lineWidth: 10))
        // The circle's top is at y 50; its stroke spans 45...55.
        #expect(image.pixel(100, 47).isClose(to: red, tolerance: 2), "outside the frame")
        #expect(image.pixel(100, 53).isClose(to: red, tolerance: 2), "inside the frame")
        #expect(image.pixel(100, 42) == white)
        #expect(image.pixel(47, 100).isClose(to: red, tolerance: 2), "left of the frame")
    }

    @Test func aStrokedBorderStaysInsideWithNoExtraView() throws {
        let image = try render(Circle().strokeBorder(Color.red, lineWidth: 10))
        #expect(image.pixel(100, 47) == white)
        #expect(image.pixel(100, 55).isClose(to: red, tolerance: 2))
        // Hosted, the shape draws itself: no overflow view.
        let (_, window) = host(Circle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100))
        let shapes = window.allSubviews.compactMap { $0 as? ShapeDrawingView }
        #expect(shapes.count == 1)
        #expect(shapes.first?.subviews.isEmpty == true)
    }

    /// A path the shape draws beyond the rect it is given.
    struct Beyond: Shape {
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX - 30, y: rect.midY - 5, width: rect.width + 60, height: 10))
        }
    }

    @Test func aPathBeyondItsRectIsDrawnAndTheFrameIsKept() throws {
        let image = try render(Beyond().fill(Color.red))
        #expect(image.pixel(30, 100).isClose(to: red, tolerance: 2), "30 points left of the frame")
        #expect(image.pixel(170, 100).isClose(to: red, tolerance: 2), "30 points right of it")
        #expect(image.pixel(15, 100) == white)
        let (_, window) = host(Beyond().fill(Color.red).frame(width: 100, height: 100))
        let shape = try #require(window.allSubviews.compactMap { $0 as? ShapeDrawingView }.first)
        #expect(shape.bounds.size == CGSize(width: 100, height: 100), "the layout frame")
        #expect(shape.subviews.first?.frame == CGRect(x: -31, y: 44, width: 162, height: 12))
    }

    /// A line running far out: drawn up to the overflow limit, with a bitmap that can be made.
    struct FarLine: Shape {
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: -50_000, y: rect.midY - 5, width: 100_000, height: 10))
        }
    }

    @Test func aShapeRunningFarOutIsDrawnUpToTheLimit() throws {
        let image = try render(FarLine().fill(Color.red))
        #expect(image.pixel(10, 100).isClose(to: red, tolerance: 2))
        #expect(image.pixel(100, 100).isClose(to: red, tolerance: 2))
        let (_, window) = host(FarLine().fill(Color.red).frame(width: 100, height: 100))
        let shape = try #require(window.allSubviews.compactMap { $0 as? ShapeDrawingView }.first)
        let overflow = try #require(shape.subviews.first)
        #expect(overflow.frame.minX == -ShapeDrawingView.overflowLimit)
        #expect(overflow.frame.maxX == 100 + ShapeDrawingView.overflowLimit)
    }

    @Test func clippedClipsIt() throws {
        let image = try render(Circle().stroke(Color.red, lineWidth: 10).clipped())
        #expect(image.pixel(100, 47) == white)
        #expect(image.pixel(100, 53).isClose(to: red, tolerance: 2))
    }

    final class Inset: ObservableObject {
        @Published var amount: CGFloat = 0
    }

    struct InsetRing: View {
        @ObservedObject var inset: Inset
        var body: some View {
            Circle().inset(by: inset.amount).stroke(Color.red, lineWidth: 4).frame(width: 100, height: 100)
        }
    }

    @Test func aShapeThatStopsOverflowingDropsItsOverflowView() throws {
        let inset = Inset()
        let (_, window) = host(InsetRing(inset: inset))
        let shape = try #require(window.allSubviews.compactMap { $0 as? ShapeDrawingView }.first)
        #expect(shape.subviews.count == 1)
        #expect(shape.subviews.first?.frame == CGRect(x: -3, y: -3, width: 106, height: 106))
        // Inset by half the line width, the stroke is inside: the shape draws itself again.
        inset.amount = 2
        CATransaction.flush()
        #expect(window.allSubviews.compactMap { $0 as? ShapeDrawingView }.first === shape)
        #expect(shape.subviews.isEmpty)
        inset.amount = 0
        CATransaction.flush()
        #expect(shape.subviews.count == 1)
    }
}
