// Shared by the drivers of scripts/check-swiftui-apps.sh: writes an
// application's screens as PNG files into the folder given as the first
// argument, after letting animations (pushes, sheets) finish.
import Foundation
import TandemTesting
import UIKit

@MainActor
public struct ScreenWriter {
    public let folder: URL

    public init() {
        folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Runs the main run loop for `seconds`, so that animations end.
    public func settle(_ seconds: TimeInterval = 0.8) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end { RunLoop.main.run(until: Date().addingTimeInterval(0.02)) }
    }

    /// Writes what the application shows now as `name`.png (after letting
    /// animations end in real time, unless `settling` is false: a frame
    /// in the middle of an animation on a manual clock).
    public func write(_ name: String, _ app: XCUIApplication, settling: Bool = true) {
        if settling { settle() }
        let url = folder.appendingPathComponent("\(name).png")
        try? app.screenshot().pngRepresentation.write(to: url)
        print("wrote \(url.path)")
    }

    /// The first element of `query` whose label contains `text`. (Linux's
    /// Foundation cannot parse predicate format strings, so the predicate
    /// is a closure over the element's attributes.)
    public func element(_ query: XCUIElementQuery, labelContaining text: String) -> XCUIElement {
        query.element(
            matching: NSPredicate { element, _ in (element as? XCUIElementAttributes)?.label.contains(text) ?? false })
    }

    /// Taps `element` if it exists; says so when it does not (the screen after it is then not what its name says).
    public func tap(_ element: XCUIElement, _ what: String) {
        guard element.exists else {
            print("not found: \(what)")
            return
        }
        element.tap()
    }
}
