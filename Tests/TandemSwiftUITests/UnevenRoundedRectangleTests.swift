import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `UnevenRoundedRectangle`: each corner rounded by its own radius.
@MainActor
@Suite struct UnevenRoundedRectangleTests {
    @Test func onlyTheRoundedCornersAreCut() throws {
        let image = try #require(
            ImageRenderer(
                content: UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 10).fill(Color.black)
                    .frame(width: 100, height: 100)
            ).cgImage)
        func inked(_ x: Int, _ y: Int) -> Bool { image.pixel(x, y).a > 128 }
        #expect(!inked(3, 3))  // the top leading corner is cut
        #expect(inked(97, 3))  // the top trailing corner is square
        #expect(inked(3, 97))  // so is the bottom leading
        #expect(!inked(98, 98))  // the bottom trailing corner is cut, less
        #expect(inked(94, 94))
        #expect(inked(50, 50) && inked(15, 2) == false && inked(40, 2))
    }

    @Test func radiiLargerThanTheSidesShrinkAndBadOnesAreSquare() {
        // 100 by 40: the leading corners need 80 of the 40-point side, so
        // every radius halves; the top leading one is 40, not 80.
        let shape = UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(topLeading: 80, bottomLeading: .nan, topTrailing: 10))
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.contains(CGPoint(x: 45, y: 2)))  // outside an 80-point arc, inside a 40-point one
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.contains(CGPoint(x: 1, y: 39)))  // the bad radius is a square corner
        #expect(UnevenRoundedRectangle(topLeadingRadius: 5).path(in: .zero).isEmpty)
        // `.rect(…)` where a shape is expected, as `.clipShape(.rect(topLeadingRadius: 4))` writes it.
        func given<S: Shape>(_ shape: S) -> S { shape }
        let top: UnevenRoundedRectangle = given(.rect(topLeadingRadius: 4, topTrailingRadius: 4))
        #expect(top.cornerRadii == RectangleCornerRadii(topLeading: 4, topTrailing: 4))
    }
}
