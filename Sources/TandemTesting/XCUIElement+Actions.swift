/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemGraphics
import TandemUIKit

extension XCUIElement {
    /// A point relative to the element: `normalizedOffset` is a fraction of its
    /// frame ((0, 0) its top-left corner, (0.5, 0.5) its middle).
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointsOffset: .zero)
    }

    /// Where the element is touched: its activation point (the middle of its
    /// frame unless it says otherwise: a toggle's switch, a combined
    /// element's control), relative to its frame.
    func hitPoint(_ node: AccessibilityNode) -> XCUICoordinate {
        let frame = node.frame
        let point = node.object.accessibilityActivationPoint
        guard frame.width > 0, frame.height > 0 else {
            return coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        }
        return coordinate(
            withNormalizedOffset: CGVector(
                dx: (point.x - frame.minX) / frame.width, dy: (point.y - frame.minY) / frame.height))
    }

    /// Taps the element at its hit point (scrolled into view first when it is not in view).
    public func tap() {
        guard let found = node(for: "tap \(path)"), let node = scrolledIntoView(found, for: "tap \(path)") else {
            return
        }
        hitPoint(node).tap()
    }

    /// Moves the pointer over the element's hit point, with no button down,
    /// as XCUITest's `hover()` does on iPadOS (scrolled into view first when it is not in view).
    public func hover() {
        let doing = "hover over \(path)"
        guard let found = node(for: doing), let node = scrolledIntoView(found, for: doing) else { return }
        hitPoint(node).hover()
    }

    /// Taps the element twice in quick succession (scrolled into view first when it is not in view).
    public func doubleTap() {
        let doing = "double tap \(path)"
        guard let found = node(for: doing), let node = scrolledIntoView(found, for: doing) else { return }
        hitPoint(node).doubleTap()
    }

    /// Holds a finger on the element for `duration` seconds (scrolled into view first when it is not in view).
    public func press(forDuration duration: TimeInterval) {
        guard let found = node(for: "press \(path)"), let node = scrolledIntoView(found, for: "press \(path)")
        else { return }
        hitPoint(node).press(forDuration: duration)
    }

    /// Holds a finger on the element for `duration` seconds, then drags it to `otherElement`'s hit point.
    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        guard let node = node(for: "press \(path)"), let other = otherElement.node(for: "drag to \(otherElement.path)")
        else { return }
        hitPoint(node).press(forDuration: duration, thenDragTo: otherElement.hitPoint(other))
    }

    /// Swipes up across the element (the content under the finger moves up).
    public func swipeUp() { swipe(dx: 0, dy: -1, "swipe up on") }
    /// Swipes down across the element.
    public func swipeDown() { swipe(dx: 0, dy: 1, "swipe down on") }
    /// Swipes left across the element.
    public func swipeLeft() { swipe(dx: -1, dy: 0, "swipe left on") }
    /// Swipes right across the element.
    public func swipeRight() { swipe(dx: 1, dy: 0, "swipe right on") }

    /// A quick drag from the element's middle, along (`dx`, `dy`), over
    /// 0.1 s: half the element's visible extent in that direction.
    private func swipe(dx: CGFloat, dy: CGFloat, _ doing: String) {
        guard let (window, start) = coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).target(for: doing)
        else { return }
        guard case .success(let node) = resolve() else { return }
        let visible = window.rectFromScreen(node.frame).intersection(window.bounds)
        let distance = max(40, (dx != 0 ? visible.width : visible.height) * 0.45)
        let from = CGPoint(x: visible.isNull ? start.x : visible.midX, y: visible.isNull ? start.y : visible.midY)
        let to = CGPoint(x: from.x + dx * distance, y: from.y + dy * distance)
        InputDriver.drag(from: from, to: to, duration: 0.1, time: InputDriver.startTime(), in: window)
        InputDriver.settle()
    }

    /// Scrolls the scroll view under the element by (`deltaX`, `deltaY`)
    /// points, as a mouse wheel or trackpad does.
    public func scroll(byDeltaX deltaX: CGFloat, deltaY: CGFloat) {
        guard let (window, point) = coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).target(for: "scroll")
        else { return }
        window.handleScrollInput(CGPoint(x: deltaX, y: deltaY), at: point)
        InputDriver.settle()
    }

    /// Drags a slider's thumb to `normalizedSliderPosition` (0 its minimum
    /// end, 1 its maximum), through touches, as a finger would.
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        guard let node = node(for: "adjust \(path)") else { return }
        guard let slider = node.view as? UISlider, let window = slider.window else {
            TestFailure.record("Failed to adjust \(path): it is not a slider.\n\(debugDescription)")
            return
        }
        let position = Float(min(1, max(0, normalizedSliderPosition)))
        let track = slider.trackRect(forBounds: slider.bounds)
        let target = slider.minimumValue + position * (slider.maximumValue - slider.minimumValue)
        let from = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let to = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: target)
        let start = slider.convert(CGPoint(x: from.midX, y: from.midY), to: window)
        let end = slider.convert(CGPoint(x: to.midX, y: to.midY), to: window)
        InputDriver.drag(from: start, to: end, duration: 0.3, time: InputDriver.startTime(), in: window)
        InputDriver.settle()
    }

    /// A picture of the element as drawn now: the window's pixels inside its frame.
    public func screenshot() -> XCUIScreenshot {
        if query == nil {
            // The application: its whole window.
            guard let window = application.window else { return XCUIScreenshot(image: UIImage()) }
            return XCUIScreenshot(window: window)
        }
        guard let node = node(for: "take a screenshot of \(path)"), let window = node.view?.window ?? application.window
        else {
            return XCUIScreenshot(image: UIImage())
        }
        return XCUIScreenshot(window: window, area: window.rectFromScreen(node.frame))
    }
}
