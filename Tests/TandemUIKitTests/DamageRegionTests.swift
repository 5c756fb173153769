import Foundation
import TandemGraphics
import Testing

@testable import TandemUIKit

/// A window's damage stays close to what changed when changes are spread out.
@Suite struct DamageRegionTests {
    @Test func spreadDamageBecomesAFewBandsNotTheWholeWindow() {
        var region = DamageRegion()
        let bounds = CGRect(x: 0, y: 0, width: 1280, height: 800)
        var added: [CGRect] = []
        // 100 small boxes in five rows, as views animating across a window.
        for index in 0..<100 {
            let rect = CGRect(x: 40 + (index % 20) * 60, y: 60 + (index / 20) * 140, width: 24, height: 30)
            added.append(rect)
            region.add(rect, within: bounds)
        }
        let rects = region.take()
        #expect(rects.count <= DamageRegion.maximumRects)
        for rect in added { #expect(rects.contains { $0.contains(rect) }, "every change is covered") }
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        let union = rects.reduce(CGRect.null) { $0.union($1) }
        #expect(area < union.width * union.height / 3, "far less than the rectangle around them all")
        // Touching rectangles still merge at once.
        region.add(CGRect(x: 0, y: 0, width: 10, height: 10), within: bounds)
        region.add(CGRect(x: 10, y: 0, width: 10, height: 10), within: bounds)
        #expect(region.take() == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    }
}
