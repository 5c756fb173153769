import Foundation
import Testing

@testable import TandemGraphics

/// UIKit draws a view the first time into a recording context and replays it
/// into the view's bitmap, and later straight into the bitmap; both must give
/// the same pixels (an incremental update and a fresh build differed by a
/// glyph's last column before clips were widened to whole pixels).
@Suite struct TextReplayTests {
    private func bytes(_ context: CGContext) -> [UInt8] {
        context.flush()
        guard let data = context.data else { return [] }
        return Array(
            UnsafeBufferPointer(
                start: data.assumingMemoryBound(to: UInt8.self), count: context.bytesPerRow * context.height))
    }

    /// A bitmap in UIKit's coordinates: origin top-left, y down.
    private func flipped(_ context: CGContext, height: Int) -> CGContext {
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        return context
    }

    @Test(arguments: [15.7333984375, 16, 12.5, 7.25])
    func clippedTextReplaysAsItDraws(clipHeight: CGFloat) throws {
        let text = AttributedText(
            "Long words wrap when the width is short",
            attributes: TextAttributes(font: TextFont(pointSize: 13), foregroundColor: .black))
        let width = 255, height = 16
        func drawn(into context: CGContext) {
            TextLayout(text, width: CGFloat(width), lineBreakMode: .byTruncatingTail)
                .draw(in: CGRect(x: 0, y: 0, width: CGFloat(width), height: clipHeight), context: context)
        }
        let direct = flipped(makeContext(width: width, height: height), height: height)
        drawn(into: direct)
        let recording = flipped(try #require(CGContext(recordingWidth: width, height: height)), height: height)
        drawn(into: recording)
        let replayed = makeContext(width: width, height: height)
        recording.replay(into: replayed)
        let a = bytes(direct), b = bytes(replayed)
        let drewSomething = a.contains { $0 != 0 }
        #expect(drewSomething, "the text drew nothing")
        let differing = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map {
            ($0.offset / 4 % width, $0.offset / 4 / width)
        }
        #expect(differing.isEmpty, "pixels differ at \(differing.prefix(8))")
    }
}
