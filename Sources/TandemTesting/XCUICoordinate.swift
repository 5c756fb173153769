/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemGraphics
import TandemUIKit

/// A point relative to an element (a fraction of its frame plus points),
/// resolved when used: tap, press and drag anywhere, not only on an element's hit point.
@preconcurrency @MainActor
public final class XCUICoordinate {
    /// The element the point is relative to.
    public let referencedElement: XCUIElement
    let normalizedOffset: CGVector
    let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// This point moved by `offsetVector` points.
    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(
            element: referencedElement, normalizedOffset: normalizedOffset,
            pointsOffset: CGVector(dx: pointsOffset.dx + offsetVector.dx, dy: pointsOffset.dy + offsetVector.dy))
    }

    /// The point in screen coordinates now (the element's frame's origin when it does not exist).
    public var screenPoint: CGPoint {
        guard case .success(let node) = referencedElement.resolve() else { return .zero }
        return point(in: node.frame)
    }

    private func point(in frame: CGRect) -> CGPoint {
        CGPoint(
            x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
            y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
    }

    /// The window to send input to and the point in its coordinates, or nil after recording why not.
    func target(for doing: String) -> (window: UIWindow, point: CGPoint)? {
        guard let node = referencedElement.node(for: "\(doing) \(referencedElement.path)") else { return nil }
        guard let window = node.view?.window ?? referencedElement.application.window else {
            TestFailure.record("Failed to \(doing) \(referencedElement.path): it is in no window")
            return nil
        }
        let screen = point(in: node.frame)
        return (window, window.rectFromScreen(CGRect(origin: screen, size: .zero)).origin)
    }

    /// Moves the pointer over the point, with no button down (hover
    /// recognizers and SwiftUI's `onHover` under it hear it; what it was
    /// over before hears that it left).
    public func hover() {
        guard let (window, point) = target(for: "hover over") else { return }
        window.handleHover(at: point)
        InputDriver.settle()
    }

    /// Taps the point.
    public func tap() {
        guard let (window, point) = target(for: "tap") else { return }
        InputDriver.tap(at: point, time: InputDriver.startTime(), in: window)
        InputDriver.settle()
    }

    /// Taps the point twice in quick succession.
    public func doubleTap() {
        guard let (window, point) = target(for: "double tap") else { return }
        let time = InputDriver.startTime()
        InputDriver.tap(at: point, time: time, in: window)
        InputDriver.tap(at: point, time: time + 0.15, in: window)
        InputDriver.settle()
    }

    /// Holds a finger on the point for `duration` seconds (real time, so long presses are recognized).
    public func press(forDuration duration: TimeInterval) {
        guard let (window, point) = target(for: "press") else { return }
        let time = InputDriver.startTime()
        InputDriver.send(.down, at: point, time: time, to: window)
        InputDriver.pause(max(0, duration))
        InputDriver.send(.up, at: point, time: time + max(0, duration), to: window)
        InputDriver.settle()
    }

    /// Holds a finger on the point for `duration` seconds, then drags it to `otherCoordinate`.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        guard let (window, start) = target(for: "press and drag from"),
            let (_, end) = otherCoordinate.target(for: "drag to")
        else {
            return
        }
        let time = InputDriver.startTime()
        InputDriver.send(.down, at: start, time: time, to: window)
        InputDriver.pause(max(0, duration))
        let steps = 12
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            InputDriver.send(.moved, at: point, time: time + duration + 0.3 * Double(fraction), to: window)
        }
        InputDriver.send(.up, at: end, time: time + duration + 0.31, to: window)
        InputDriver.settle()
    }
}
