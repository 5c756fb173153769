import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

/// `UIHoverGestureRecognizer`: the pointer over a view with no button down
/// begins it, moving changes it, leaving ends it; the views under the
/// pointer are found by hit-testing, superviews included.
@MainActor
@Suite struct HoverGestureRecognizerTests {
    private final class Log {
        var events: [String] = []
        var probes: [Probe] = []
    }

    /// Writes a recognizer's state and location in its view to the log.
    @MainActor
    private final class Probe {
        let name: String
        let log: Log

        init(name: String, log: Log) {
            self.name = name
            self.log = log
        }

        func changed(_ recognizer: UIHoverGestureRecognizer) {
            let p = recognizer.location(in: recognizer.view)
            log.events.append("\(name) \(recognizer.state.rawValue) \(Int(p.x)),\(Int(p.y))")
        }
    }

    private func recognizer(named name: String, on view: UIView, log: Log) -> UIHoverGestureRecognizer {
        let hover = UIHoverGestureRecognizer()
        let probe = Probe(name: name, log: log)
        log.probes.append(probe)
        hover.addTarget(probe, action: Probe.changed)
        view.addGestureRecognizer(hover)
        return hover
    }

    @Test func thePointerBeginsChangesAndEndsTheRecognizersOfTheViewsUnderIt() {
        let window = makeWindow(width: 300, height: 300)
        defer { window.isHidden = true }
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        outer.addSubview(inner)
        window.addSubview(outer)
        let log = Log()
        _ = recognizer(named: "outer", on: outer, log: log)
        _ = recognizer(named: "inner", on: inner, log: log)
        window.handleHover(at: CGPoint(x: 60, y: 60))
        #expect(log.events == ["outer 1 60,60"])
        window.handleHover(at: CGPoint(x: 20, y: 25))
        #expect(log.events.suffix(2) == ["inner 1 10,15", "outer 2 20,25"])
        window.handleHover(at: CGPoint(x: 70, y: 25))
        #expect(log.events.suffix(2) == ["inner 3 10,15", "outer 2 70,25"], "inner ended where it was last")
        window.handleHover(at: nil)
        #expect(log.events.last == "outer 3 70,25")
        #expect(log.events.count == 6)
        // Again over the view: it begins again.
        window.handleHover(at: CGPoint(x: 5, y: 5))
        #expect(log.events.last == "outer 1 5,5")
    }

    @Test func aDisabledOrRefusedRecognizerHearsNothing() {
        final class Refusing: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let window = makeWindow(width: 300, height: 300)
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let log = Log()
        let hover = recognizer(named: "view", on: view, log: log)
        hover.isEnabled = false
        window.handleHover(at: CGPoint(x: 50, y: 50))
        #expect(log.events.isEmpty)
        hover.isEnabled = true
        let refusing = Refusing()
        hover.delegate = refusing
        window.handleHover(at: CGPoint(x: 51, y: 50))
        #expect(log.events.isEmpty)
        hover.delegate = nil
        window.handleHover(at: CGPoint(x: 52, y: 50))
        #expect(log.events == ["view 1 52,50"])
    }
}
