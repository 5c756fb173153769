import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A log that views, layers and handlers append to.
@MainActor
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// An update handler standing in for the declarative graph.
@MainActor
final class RecordingUpdateHandler: CommitUpdateHandler {
    let log: EventLog
    var pending = false
    var action: () -> Void = {}

    init(log: EventLog) { self.log = log }

    var hasPendingUpdates: Bool { pending }

    func performUpdates() {
        pending = false
        log.append("update")
        action()
    }
}

/// A view that logs its layout and drawing, with the phase they run in.
final class PhaseLoggingView: UIView {
    var log: EventLog?
    var onLayout: () -> Void = {}
    var onDraw: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        log?.append("layout \(tag)")
        onLayout()
    }

    override func draw(_ rect: CGRect) {
        log?.append("draw \(tag) in \(Commit.phase)")
        onDraw()
        UIColor.systemGreen.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite struct CommitPhaseTests {
    @Test func updateHandlersRunBeforeAnyLayoutOfTheTurn() {
        let log = EventLog()
        let window = makeWindow(width: 200, height: 200)
        let view = PhaseLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.tag = 1
        window.addSubview(view)
        CATransaction.flush()
        view.log = log
        let handler = RecordingUpdateHandler(log: log)
        Commit.register(handler)
        defer { Commit.unregister(handler) }
        // The update moves the view; layout then sees the moved view.
        handler.action = { view.frame.size.width = 80 }
        handler.pending = true
        view.setNeedsLayout()
        CATransaction.flush()
        #expect(log.entries.prefix(2) == ["update", "layout 1"])
        #expect(view.frame.width == 80)
    }

    @Test func layoutIfNeededAppliesPendingUpdatesFirst() {
        let log = EventLog()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let handler = RecordingUpdateHandler(log: log)
        Commit.register(handler)
        defer { Commit.unregister(handler) }
        handler.action = { width.constant = 120 }
        handler.pending = true
        container.layoutIfNeeded()
        #expect(log.entries == ["update"])
        #expect(child.frame.width == 120)
    }

    @Test func layoutIfNeededInsideLayoutSubviewsLaysThatViewOutAtOnce() {
        let log = EventLog()
        let window = makeWindow(width: 200, height: 200)
        let outer = PhaseLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.tag = 1
        let other = PhaseLoggingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        other.tag = 2
        window.addSubview(outer)
        window.addSubview(other)
        CATransaction.flush()
        outer.log = log
        other.log = log
        outer.onLayout = {
            other.setNeedsLayout()
            other.layoutIfNeeded()
            log.append("after")
        }
        outer.setNeedsLayout()
        CATransaction.flush()
        #expect(log.entries.filter { $0.hasPrefix("layout") || $0 == "after" } == ["layout 1", "layout 2", "after"])
    }

    @Test func drawingRunsInTheDisplayPhaseAndMayAskForAnotherRound() {
        let log = EventLog()
        let window = makeWindow(width: 200, height: 200)
        let view = PhaseLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.tag = 3
        view.log = log
        var first = true
        // A draw that invalidates layout once: the same commit lays out again.
        view.onDraw = {
            if first { view.setNeedsLayout() }
            first = false
        }
        window.addSubview(view)
        CATransaction.flush()
        #expect(log.entries == ["layout 3", "draw 3 in display", "layout 3"])
        #expect(window.tandemSnapshot().pixel(25, 25).isClose(to: RGBA(52, 199, 89, 255), tolerance: 3))
    }

    @Test func aCommitThatNeverSettlesIsReportedAndStops() {
        let log = EventLog()
        let handler = RecordingUpdateHandler(log: log)
        Commit.register(handler)
        defer { Commit.unregister(handler) }
        // Every update asks for another update.
        handler.action = { handler.pending = true }
        handler.pending = true
        let messages = diagnostics { CATransaction.flush() }
        handler.pending = false
        #expect(messages.contains { $0.contains("did not settle after \(Commit.maximumRounds) rounds") })
        #expect(log.entries.count == Commit.maximumRounds)
    }
}
