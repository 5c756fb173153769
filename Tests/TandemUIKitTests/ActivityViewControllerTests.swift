import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// An application activity that logs its calls and finishes when performed.
@MainActor
final class LoggingActivity: UIActivity {
    var entries: [String] = []

    override var activityType: ActivityType? { ActivityType("org.example.post") }
    override var activityTitle: String? { "Post" }
    override var activityImage: UIImage? { UIImage(systemName: "paperplane") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func prepare(withActivityItems activityItems: [Any]) { entries.append("prepare \(activityItems.count)") }

    override func perform() {
        entries.append("perform")
        activityDidFinish(true)
    }
}

/// The stand-in share sheet: Copy and the app's activities, the completion handler.
@MainActor
@Suite struct ActivityViewControllerTests {
    private func present(
        items: [Any], activities: [UIActivity]? = nil, in window: UIWindow
    ) -> (UIActivityViewController, [String]) {
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: activities)
        window.rootViewController?.present(sheet, animated: true)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        let rows = (sheet.view as? ActivitySheetView)?.rows.map { $0.activity.activityTitle ?? "" } ?? []
        return (sheet, rows)
    }

    @Test func copyPutsTheItemsOnThePasteboardAndReportsCompletion() throws {
        let window = makeWindow(width: 390, height: 844)
        let activity = LoggingActivity()
        let url = try #require(URL(string: "https://example.org/a"))
        let (sheet, rows) = present(items: ["Hello", url], activities: [activity], in: window)
        #expect(rows == ["Copy", "Post"])
        #expect(sheet.presentationController is UIPopoverPresentationController)
        // Adapted to a sheet at the medium height on a compact width.
        let frame = sheet.view.convert(sheet.view.bounds, to: window)
        #expect(frame.width == 390 && frame.maxY == 844 && frame.height < 500)
        keepSnapshot(window.tandemSnapshot(), as: "activity-sheet")
        var results: [String] = []
        sheet.completionWithItemsHandler = { type, completed, items, error in
            results.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
        }
        let copy = try #require((sheet.view as? ActivitySheetView)?.rows.first)
        window.synthesizeTap(at: copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: window), time: 10)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        #expect(UIPasteboard.general.string == "Hello\nhttps://example.org/a")
        #expect(results == ["com.apple.UIKit.activity.CopyToPasteboard true true true"])
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test func anApplicationActivityRunsAndExcludedTypesAreLeftOut() throws {
        let window = makeWindow(width: 390, height: 844)
        let activity = LoggingActivity()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [activity])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        var results: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            results.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        window.rootViewController?.present(sheet, animated: true)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        let rows = try #require((sheet.view as? ActivitySheetView)?.rows)
        #expect(rows.map { $0.activity.activityTitle } == ["Post"])
        window.synthesizeTap(at: rows[0].convert(CGPoint(x: 50, y: 26), to: window), time: 10)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        #expect(activity.entries == ["prepare 1", "perform"])
        #expect(results == ["org.example.post true"])
    }

    @Test func closingTheSheetReportsACancellation() throws {
        let window = makeWindow(width: 390, height: 844)
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        var results: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            results.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        window.rootViewController?.present(sheet, animated: true)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        sheet.cancel()
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        #expect(results == ["nil false"])
        #expect(window.rootViewController?.presentedViewController == nil)
    }
}
