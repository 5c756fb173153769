import Foundation
import TandemTestSupport
import Testing

@testable import TandemGraphics

/// A run's baseline offset raises its glyphs above the line's baseline (or
/// lowers them), as UIKit's `.baselineOffset` does; the line's extents
/// follow the moved glyphs.
@Suite struct BaselineOffsetTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// Two blocks, the second raised by `offset`.
    func blocks(raisingTheSecondBy offset: CGFloat) -> AttributedText {
        var text = AttributedText("██", font: .system(size: 30), color: red)
        text.modifyAttributes(in: 1..<2) { $0.baselineOffset = offset }
        return text
    }

    /// The top row of red ink in column `x` of `image`, or nil.
    func inkTop(_ image: CGImage, x: Int) -> Int? {
        (0..<image.height).first { y in
            let p = image.rgba(atX: x, y: y)!
            return p.alpha > 200 && p.red > 200 && p.green < 50
        }
    }

    @Test func aRaisedRunIsDrawnHigherThanItsNeighbour() throws {
        let c = makeContext(width: 100, height: 80)
        c.translateBy(x: 0, y: 80)
        c.scaleBy(x: 1, y: -1)
        TextLayout(blocks(raisingTheSecondBy: 10)).draw(at: .zero, in: c)
        let image = try #require(c.makeImage())
        let width = TextLayout.measure(AttributedText("█", font: .system(size: 30))).size.width
        let plainTop = try #require(inkTop(image, x: Int(width / 2)))
        let raisedTop = try #require(inkTop(image, x: Int(width * 1.5)))
        #expect(plainTop - raisedTop == 10)
    }

    @Test func theLineGrowsToHoldARaisedOrLoweredRun() {
        let plain = TextLayout.measure(blocks(raisingTheSecondBy: 0)).size.height
        #expect(abs(TextLayout.measure(blocks(raisingTheSecondBy: 10)).size.height - (plain + 10)) < 1)
        #expect(abs(TextLayout.measure(blocks(raisingTheSecondBy: -10)).size.height - (plain + 10)) < 1)
    }

    @Test func textRaisedAsAWholeHasItsBaselineThatMuchLower() {
        var raised = AttributedText("Tandem", font: .system(size: 17))
        raised.modifyAttributes(in: 0..<6) { $0.baselineOffset = 8 }
        let plain = TextLayout.measure(AttributedText("Tandem", font: .system(size: 17)))
        #expect(abs(TextLayout.measure(raised).firstBaseline - (plain.firstBaseline + 8)) < 0.01)
    }

    @Test func aNonFiniteOffsetIsZero() {
        #expect(TextAttributes(font: .system(size: 12), baselineOffset: .nan).baselineOffset == 0)
    }
}
