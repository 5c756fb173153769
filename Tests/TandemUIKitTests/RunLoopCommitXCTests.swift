import Foundation
import TandemTestSupport
import UIKit
import XCTest

@testable import TandemUIKit

/// Commits that a turn of the main run loop makes, without an explicit flush.
///
/// These are XCTest cases, not Swift Testing ones: Swift Testing runs
/// main-actor tests as jobs on the main dispatch queue, and a test that
/// turns the main run loop drains that queue, so other tests run nested
/// inside its turn and their commits interleave with the one it waits for.
/// XCTest runs its cases one after another on the main thread, before the
/// Swift Testing tests start.
final class RunLoopCommitXCTests: XCTestCase {
    func testTheRunLoopCommitsPendingLayoutAndDrawing() {
        MainActor.assumeIsolated {
            let window = makeWindow(width: 200, height: 200)
            let root = window.rootViewController!.view!
            let box = UIView()
            box.backgroundColor = .red
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
            XCTAssertEqual(box.frame, .zero)
            // One turn of this thread's run loop (the main run loop in an app) commits.
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
            XCTAssertEqual(box.frame, CGRect(x: 75, y: 75, width: 50, height: 50))
            window.tandemResetRenderStatistics()
            box.backgroundColor = .blue
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
            XCTAssertEqual(window.tandemRenderStatistics.redrawnPixels, 50 * 50)
            XCTAssertEqual(window.tandemSnapshot().pixel(100, 100), RGBA(0, 0, 255, 255))
        }
    }

    func testALayerMarkedWhileDrawingDrawsInTheNextCommitWhichIsScheduled() {
        MainActor.assumeIsolated {
            let log = EventLog()
            let window = makeWindow(width: 200, height: 200)
            // The marked view comes first, so this commit's display walk has passed it.
            let marked = PhaseLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            marked.tag = 5
            let drawing = PhaseLoggingView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
            drawing.tag = 4
            window.addSubview(marked)
            window.addSubview(drawing)
            CATransaction.flush()
            marked.log = log
            drawing.log = log
            drawing.onDraw = { marked.setNeedsDisplay() }
            drawing.setNeedsDisplay()
            CATransaction.flush()
            // As in Core Animation: the display phase is not repeated in this commit.
            XCTAssertEqual(log.entries, ["draw 4 in display"])
            XCTAssertTrue(marked.layer.needsDisplay())
            // The next commit is scheduled on the run loop: turning it draws the marked view.
            drawing.onDraw = {}
            let deadline = Date().addingTimeInterval(2)
            while log.entries.count < 2, Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
            XCTAssertEqual(log.entries, ["draw 4 in display", "draw 5 in display"])
            XCTAssertFalse(marked.layer.needsDisplay())
        }
    }
}
