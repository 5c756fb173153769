import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// A card: a colored box with a title, drawn by UIKit.
@MainActor
private func card(_ color: UIColor = .systemBlue) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    view.backgroundColor = color
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    label.text = "Card"
    label.textColor = .label
    view.addSubview(label)
    return view
}

private struct Badge: View {
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text("Starred")
        }
        .padding(8)
        .background(Color.yellow)
    }
}

@MainActor
@Suite struct SnapshotTests {
    /// The folder of this file's references.
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SnapshotTests")

    @Test func viewsControllersSwiftUIViewsAndElementsMatchTheirReferences() {
        assertSnapshot(of: card(), named: "card", tolerance: .imperceptible)
        assertSnapshot(of: Badge(), named: "badge", variants: [.light, .dark], tolerance: .imperceptible)
        assertSnapshot(of: card(), as: .hierarchy, named: "card")
        assertSnapshot(of: Badge(), as: .accessibility, named: "badge")

        let app = XCUIApplication(rootView: Badge())
        app.launch()
        defer { app.terminate() }
        assertSnapshot(of: app.staticTexts["Starred"], as: .accessibility, named: "starred")
    }

    @Test func aMismatchFailsAndWritesTheActualImageAndTheDifference() throws {
        let actual = folder.appendingPathComponent(
            "aMismatchFailsAndWritesTheActualImageAndTheDifference.card.actual.png")
        let diff = folder.appendingPathComponent("aMismatchFailsAndWritesTheActualImageAndTheDifference.card.diff.png")
        // The reference is a blue card; this one is red.
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("viewsControllersSwiftUIViewsAndElementsMatchTheirReferences.card.png"),
            to: folder.appendingPathComponent("aMismatchFailsAndWritesTheActualImageAndTheDifference.card.png"))
        defer {
            for url in [
                actual, diff,
                folder.appendingPathComponent("aMismatchFailsAndWritesTheActualImageAndTheDifference.card.png"),
            ] {
                try? FileManager.default.removeItem(at: url)
            }
        }
        withKnownIssue {
            assertSnapshot(of: card(.systemRed), named: "card", tolerance: .imperceptible)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("pixels differ") && message.contains(actual.path) && message.contains(diff.path)
        }
        #expect(FileManager.default.fileExists(atPath: actual.path))
        let difference = try #require(UIImage(contentsOfFile: diff.path))
        // The box differs (magenta), the text on it does not everywhere.
        #expect(difference.size == CGSize(width: 240, height: 120))
        // A text snapshot that differs names the lines.
        let text = folder.appendingPathComponent("aMismatchFailsAndWritesTheActualImageAndTheDifference.card.txt")
        try "UIView, {{0.0, 0.0}, {1.0, 1.0}}".write(to: text, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: text)
            try? FileManager.default.removeItem(
                at: folder.appendingPathComponent(
                    "aMismatchFailsAndWritesTheActualImageAndTheDifference.card.actual.txt"))
        }
        withKnownIssue {
            assertSnapshot(of: card(), as: .hierarchy, named: "card")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("-1: UIView, {{0.0, 0.0}, {1.0, 1.0}}")
                && message.contains("+1: UIView, {{0.0, 0.0}, {120.0, 60.0}}")
        }
    }

    @Test func aMissingReferenceIsRecordedAndFails() throws {
        let reference = folder.appendingPathComponent("aMissingReferenceIsRecordedAndFails.new.png")
        defer { try? FileManager.default.removeItem(at: reference) }
        withKnownIssue {
            assertSnapshot(of: card(), named: "new")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "No reference was found; recorded the snapshot at \(reference.path)")
        }
        #expect(FileManager.default.fileExists(atPath: reference.path))
        // The second run matches what the first recorded.
        assertSnapshot(of: card(), named: "new")
    }

    @Test func toleranceLetsImperceptibleDifferencesThrough() throws {
        let reference = folder.appendingPathComponent("toleranceLetsImperceptibleDifferencesThrough.box.png")
        defer { try? FileManager.default.removeItem(at: reference) }
        let box = { (red: CGFloat) -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = UIColor(red: red, green: 0.5, blue: 0.5, alpha: 1)
            return view
        }
        withKnownIssue { assertSnapshot(of: box(0.5), named: "box") }
        // One step of red in 255 is a color difference of about 0.3.
        assertSnapshot(of: box(0.5 + 1 / 255), named: "box", tolerance: .imperceptible)
        withKnownIssue { assertSnapshot(of: box(0.5 + 1 / 255), named: "box") }
        withKnownIssue { assertSnapshot(of: box(0.6), named: "box", tolerance: .imperceptible) }
    }
}
