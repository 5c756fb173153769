import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Shapes named by their static members (`.rect(cornerRadius:)`, `.capsule`, `.ellipse`) are those shapes.
@MainActor
@Suite struct ShapeMemberTests {
    private func clipped(_ shape: some Shape) throws -> CGImage {
        try #require(ImageRenderer(content: Color.red.frame(width: 40, height: 20).clipShape(shape)).cgImage)
    }

    @Test func roundedRectCapsuleAndEllipse() throws {
        let rounded = try clipped(.rect(cornerRadius: 8))
        #expect(rounded.pixel(0, 0).a < 20)
        #expect(rounded.pixel(20, 1).a > 200)
        #expect(try clipped(.rect(cornerSize: CGSize(width: 8, height: 8), style: .circular)).pixel(0, 0).a < 20)
        // A capsule's ends are half circles: its left end is clear at (1, 2) but filled at (1, 10).
        let capsule = try clipped(.capsule(style: .circular))
        #expect(capsule.pixel(1, 2).a < 20)
        #expect(capsule.pixel(1, 10).a > 200)
        let ellipse = try clipped(.ellipse)
        #expect(ellipse.pixel(4, 2).a < 20)
        #expect(ellipse.pixel(20, 10).a > 200)
    }
}
