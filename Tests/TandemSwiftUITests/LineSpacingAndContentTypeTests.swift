import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `lineSpacing` adds space between lines of text; `textContentType` reaches the text field's traits.
@MainActor
@Suite struct LineSpacingAndContentTypeTests {
    private let words = "one two three four five six seven eight nine ten eleven twelve"

    private func height(spacing: CGFloat) throws -> CGFloat {
        let (controller, window) = host(
            Text(words).frame(width: 80).lineSpacing(spacing).fixedSize(horizontal: false, vertical: true))
        defer { window.isHidden = true }
        return try #require(controller.view.labels.first).bounds.height
    }

    @Test func lineSpacingAddsSpaceBetweenLines() throws {
        let plain = try height(spacing: 0), spaced = try height(spacing: 10)
        let lines = ((plain / UIFont.preferredFont(forTextStyle: .body).lineHeight)).rounded()
        #expect(lines >= 3)
        #expect(abs(spaced - plain - 10 * (lines - 1)) <= 1, "\(plain) → \(spaced) for \(lines) lines")
        #expect(try height(spacing: -5) == plain, "negative spacing is taken as 0")
    }

    @Test func textContentTypeSetsTheFieldsTrait() throws {
        let (controller, window) = host(
            VStack {
                TextField("User", text: .constant("")).textContentType(.username)
                TextField("Plain", text: .constant(""))
            })
        defer { window.isHidden = true }
        let fields = controller.view.allSubviews.compactMap { $0 as? UITextField }.sorted {
            $0.frame.minY < $1.frame.minY
        }
        #expect(fields.map { $0.textContentType } == [.username, nil])
    }
}
