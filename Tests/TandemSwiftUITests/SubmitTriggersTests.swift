import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What a field's `onSubmit` actions ran.
@MainActor final class SubmitLog {
    var entries: [String] = []
}

@MainActor
@Suite struct SubmitTriggersTests {
    @Test func returnInATextFieldRunsOnlyTheActionsForTextSubmissions() throws {
        let log = SubmitLog()
        let (controller, window) = host(
            TextField("Name", text: .constant("hello"))
                .onSubmit(of: .search) { log.entries.append("search") }
                .onSubmit(of: [.text, .search]) { log.entries.append("text or search") }
                .onSubmit { log.entries.append("text") })
        defer { window.isHidden = true }
        let field = try #require(controller.view.allSubviews.first { $0 is UITextField } as? UITextField)
        _ = (field as? UITextFieldDelegate)?.textFieldShouldReturn(field)
        // The outermost action first.
        #expect(log.entries == ["text", "text or search"])
    }
}
