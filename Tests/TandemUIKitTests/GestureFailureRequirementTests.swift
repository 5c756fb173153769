import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A delegate that makes recognizers wait for others, asked per pair as UIKit asks.
final class FailureRequirementDelegate: UIGestureRecognizerDelegate {
    /// The recognizer whose failure the delegate's recognizer waits for.
    weak var awaited: UIGestureRecognizer?
    /// Whether the delegate's recognizer goes before every other.
    var goesFirst = false

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === awaited }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { goesFirst }
}

@MainActor
@Suite struct GestureFailureRequirementTests {
    /// A window with an outer view and an inner view inside it, each with a tap recognizer.
    private func makeNestedTaps(log: GestureLog) -> (
        UIWindow, inner: UITapGestureRecognizer, outer: UITapGestureRecognizer
    ) {
        let window = makeWindow(width: 300, height: 300)
        let outerView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let innerView = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(outerView)
        outerView.addSubview(innerView)
        let inner = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        inner.name = "inner"
        innerView.addGestureRecognizer(inner)
        let outer = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        outer.name = "outer"
        outerView.addGestureRecognizer(outer)
        return (window, inner, outer)
    }

    @Test func theInnermostRecognizerWinsWhenNoneWaits() {
        let log = GestureLog()
        let (window, _, _) = makeNestedTaps(log: log)
        window.synthesizeTap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["inner ended"])
    }

    /// The inner tap waits for the outer double tap, paired by the inner
    /// one's delegate (`shouldRequireFailureOf`) or by the outer one's
    /// (`shouldBeRequiredToFailBy`).
    @Test(arguments: [true, false])
    func aRecognizerWaitsForTheOneItIsPairedWith(pairedByTheWaitingOne: Bool) {
        let log = GestureLog()
        let (window, inner, outer) = makeNestedTaps(log: log)
        outer.numberOfTapsRequired = 2
        let delegate = FailureRequirementDelegate()
        if pairedByTheWaitingOne {
            delegate.awaited = outer
            inner.delegate = delegate
        } else {
            delegate.goesFirst = true
            outer.delegate = delegate
        }
        let now = ProcessInfo.processInfo.systemUptime
        window.synthesizeTap(at: CGPoint(x: 100, y: 100), time: now)
        // The outer double tap is still possible: the inner tap waits, and
        // goes on when the outer one fails after the touches ended.
        #expect(log.entries == [])
        wait(0.45)
        #expect(log.entries == ["inner ended"])
        // A double tap recognizes the outer one, and the inner one fails.
        window.synthesizeTap(at: CGPoint(x: 100, y: 100), time: now + 2)
        window.synthesizeTap(at: CGPoint(x: 101, y: 100), time: now + 2.2)
        #expect(log.entries == ["inner ended", "outer ended"])
        wait(0.45)
        #expect(log.entries == ["inner ended", "outer ended"])
    }

    @Test func aRecognizerWhoseDelegateMakesOthersWaitWinsOverTheInnerOne() {
        let log = GestureLog()
        let (window, _, outer) = makeNestedTaps(log: log)
        let delegate = FailureRequirementDelegate()
        delegate.goesFirst = true
        outer.delegate = delegate
        window.synthesizeTap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["outer ended"])
    }
}
