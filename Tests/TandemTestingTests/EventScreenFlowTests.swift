import Foundation
import TandemTesting
import Testing
import UIKit

@testable import tandem_demo

/// The demo's UIKit event screen (`EventViewController`, after seed 000):
/// a view model updates it through its delegate when it appears; Auto
/// Layout places a header, a description and tags that wrap.
@MainActor
@Suite struct EventScreenFlowTests {
    @Test func theScreenShowsTheUpdatedEventWithItsTagsWrappedInsideTheMargins() throws {
        let app = XCUIApplication(
            rootViewController: EventViewController(viewModel: EventViewModel(event: EventScreen.event)))
        app.launch()
        defer { app.terminate() }
        let window = app.windows.firstMatch.frame
        let name = app.staticTexts["Swift on Linux Meetup"]
        #expect(name.exists)
        #expect(app.staticTexts["Thursday, 3 December · 18:30"].exists)
        // The header is the top 30% of the screen; its labels sit at its bottom, date above name.
        #expect(name.frame.maxY <= window.height * 0.3 - 19)
        #expect(app.staticTexts["Thursday, 3 December · 18:30"].frame.maxY <= name.frame.minY)
        // viewWillAppear asked the view model, which updated the description through its delegate.
        let description = try #require(
            app.staticTexts.allElementsBoundByIndex.first { $0.label.hasPrefix("An evening of talks") })
        #expect(description.label.hasSuffix("Doors open at 18:30; the first talk starts at 19:00."))
        #expect(description.frame.minY >= window.height * 0.3 + 20 - 0.5)

        // Every tag, in order, inside the layout margins, wrapping onto a second line.
        let tags = EventScreen.event.tags.map { app.staticTexts[$0] }
        #expect(tags.allSatisfy { $0.exists })
        let frames = tags.map(\.frame)
        #expect(frames.allSatisfy { $0.minX >= 16 - 0.5 && $0.maxX <= window.width - 16 + 0.5 })
        #expect(frames.allSatisfy { $0.minY >= description.frame.maxY + 20 - 0.5 })
        #expect(Set(frames.map(\.minY)).count >= 2)
        for (left, right) in zip(frames, frames.dropFirst()) where left.minY == right.minY {
            #expect(left.maxX + 8 <= right.minX + 0.5)
        }
    }
}
