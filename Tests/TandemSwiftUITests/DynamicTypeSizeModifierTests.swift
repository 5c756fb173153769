import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `dynamicTypeSize(_:)`: a fixed text size, or the user's clamped to a range.
@MainActor
@Suite struct DynamicTypeSizeModifierTests {
    private func pointSize<V: View>(_ view: V) throws -> CGFloat {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        return try #require(controller.view.labels.first?.font).pointSize
    }

    @Test func aSizeOrARangeDecidesTheFontSize() throws {
        let body = try pointSize(Text("a"))
        #expect(try pointSize(Text("a").dynamicTypeSize(.xxxLarge)) > body)
        #expect(try pointSize(Text("a").dynamicTypeSize(.xSmall)) < body)
        // The user's accessibility size, clamped to at most large: the body size.
        let accessibility = try pointSize(Text("a").environment(\.dynamicTypeSize, .accessibility3))
        #expect(accessibility > body)
        #expect(
            try pointSize(
                Text("a").dynamicTypeSize(...DynamicTypeSize.large).environment(\.dynamicTypeSize, .accessibility3))
                == body)
        // Inside the range, the user's size stays; below it, the smallest.
        #expect(
            try pointSize(
                Text("a").dynamicTypeSize(DynamicTypeSize.small...).environment(\.dynamicTypeSize, .accessibility3))
                == accessibility)
        #expect(
            try pointSize(Text("a").dynamicTypeSize(.large..<(.xxLarge)).environment(\.dynamicTypeSize, .xSmall))
                == body)
    }
}
