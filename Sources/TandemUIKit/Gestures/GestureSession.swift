import Foundation

/// The gesture recognizers of one touch sequence in a window: they see each
/// touch before the view does; one recognizing fails the others (unless a
/// delegate allows both) and may cancel the view's touches.
@preconcurrency @MainActor
final class GestureSession {
    /// The recognizers of the touched view and its ancestors, nearest first.
    let recognizers: [UIGestureRecognizer]
    /// The view the touches landed in.
    private weak var touchedView: UIView?
    /// Whether the view's touches were cancelled by a recognizer.
    private(set) var viewTouchesCancelled = false
    /// `touchesBegan` held back for recognizers that delay it.
    private var delayedBegan: (Set<UITouch>, UIEvent)?
    private var recognized: Set<ObjectIdentifier> = []
    /// The first finger's touch: the view receives it alone (as a UIKit view
    /// whose `isMultipleTouchEnabled` is false, the default, does).
    private weak var primaryTouch: UITouch?
    /// How many touches of the sequence are still down.
    private var activeTouches = 1

    init(touch: UITouch, event: UIEvent) {
        touchedView = touch.view
        primaryTouch = touch
        var found: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue
                }
                found.append(recognizer)
            }
            view = current.superview
        }
        recognizers = found
        for recognizer in found {
            recognizer.session = self
            recognizer.hasSeenTouches = true
            recognizer.trackedTouches.append(touch)
        }
    }

    /// Another finger went down: the recognizers follow it too (unless their delegates refuse it).
    func add(_ touch: UITouch) {
        activeTouches += 1
        for recognizer in recognizers {
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                continue
            }
            recognizer.trackedTouches.append(touch)
        }
    }

    /// Delivers `touches` of `phase` to the recognizers, then to the view
    /// unless a recognizer cancelled or delays its touches.
    func deliver(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        for recognizer in recognizers where [.possible, .began, .changed].contains(recognizer.state) {
            if let touch = touches.first, !recognizer.trackedTouches.contains(where: { $0 === touch }) { continue }
            switch phase {
            case .began: recognizer.touchesBegan(touches, with: event)
            case .moved, .stationary: recognizer.touchesMoved(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            }
            recognizer.noteTouches(event)
        }
        guard !viewTouchesCancelled, let view = touchedView, touches.contains(where: { $0 === primaryTouch }) else {
            return
        }
        if phase == .began, recognizers.contains(where: { $0.delaysTouchesBegan && $0.state == .possible }) {
            delayedBegan = (touches, event)
            return
        }
        if let (began, beganEvent) = delayedBegan {
            // A recognizer still delays the sequence: the rest is held back too, until it decides.
            if recognizers.contains(where: { $0.delaysTouchesBegan && $0.state == .possible }) { return }
            delayedBegan = nil
            view.touchesBegan(began, with: beganEvent)
        }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved, .stationary: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        }
    }

    /// A touch ended: recognizers stop following it. When it was the last,
    /// the sequence ends (finished recognizers reset) and this returns true.
    func end(_ touch: UITouch) -> Bool {
        activeTouches -= 1
        for recognizer in recognizers { recognizer.trackedTouches.removeAll { $0 === touch } }
        guard activeTouches <= 0 else { return false }
        for recognizer in recognizers {
            recognizer.session = nil
            recognizer.resetIfFinished()
        }
        return true
    }

    func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        recognized.contains(ObjectIdentifier(recognizer))
    }

    /// `recognizer` recognized: the others fail unless simultaneous, and the view's touches may be cancelled.
    func recognizerRecognized(_ recognizer: UIGestureRecognizer) {
        recognized.insert(ObjectIdentifier(recognizer))
        for other in recognizers where other !== recognizer && other.state == .possible {
            let simultaneous =
                recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
            if !simultaneous, recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.state = .failed
            }
        }
        if recognizer.cancelsTouchesInView, !viewTouchesCancelled {
            viewTouchesCancelled = true
            if let view = touchedView, let touch = recognizer.trackedTouches.first, delayedBegan == nil {
                let event = UIEvent(type: .touches)
                event.touchList = [touch]
                view.touchesCancelled([touch], with: event)
            }
            delayedBegan = nil
        }
    }

    /// `recognizer` failed: touches it delayed may reach the view now.
    func recognizerFailed(_ recognizer: UIGestureRecognizer) {
        guard let (began, event) = delayedBegan, !viewTouchesCancelled,
            !recognizers.contains(where: { $0.delaysTouchesBegan && $0.state == .possible })
        else { return }
        delayedBegan = nil
        touchedView?.touchesBegan(began, with: event)
    }
}
