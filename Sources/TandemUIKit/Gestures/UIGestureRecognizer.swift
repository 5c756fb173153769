public import Foundation
import TandemGraphics
import TandemSupport

/// Recognizes a gesture in the touches of a view and its subviews, and sends
/// its actions as the gesture progresses.
///
/// A recognizer sees touches before the view they landed in. It starts in
/// ``State-swift.enum/possible``; a discrete gesture (a tap) goes to
/// `.ended` once, a continuous one (a pan) to `.began`, `.changed`…,
/// `.ended` or `.cancelled`; one that cannot match goes to `.failed`. When a
/// gesture is recognized, other recognizers of the same touches fail unless
/// a delegate lets them recognize simultaneously, and — with
/// ``cancelsTouchesInView`` — the view gets `touchesCancelled`. Subclasses
/// override the `touches…` methods and set ``state``, as with UIKit's
/// `UIGestureRecognizerSubclass`. Main actor only.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable {
        /// Not recognized yet (the start).
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture: recognized).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture cannot be recognized in these touches.
        case failed = 5

        /// A discrete gesture was recognized; the same as ``ended``.
        public static var recognized: State { .ended }
    }

    /// The state; subclasses set it as they recognize, and actions follow.
    open var state: State {
        get { storedState }
        set { requestState(newValue) }
    }
    /// The delegate; held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer takes part; disabling it mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            if !isEnabled, storedState == .began || storedState == .changed { requestState(.cancelled) }
        }
    }
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether recognizing the gesture cancels the touches in the view (`touchesCancelled`); true by default.
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until the recognizer fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits for the recognizer (accepted; Tandem delivers it at once).
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    private var storedState = State.possible
    private var actions: [TargetEntry] = []

    /// One action: the target, held weakly, and the call.
    private struct TargetEntry {
        weak var target: AnyObject?
        let call: (UIGestureRecognizer) -> Void
    }
    /// Recognizers that must fail before this one may recognize.
    var requiredFailures: [WeakRecognizer] = []
    /// The touches the recognizer follows.
    var trackedTouches: [UITouch] = []
    /// The state waiting for a required failure (nil when none is).
    var deferredState: State?
    /// The arbitration of the touch sequence in progress (set by the window).
    weak var session: GestureSession?

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    /// Creates a recognizer without actions.
    public init() {}

    /// Creates a recognizer that calls `action` (a method taking the recognizer) on `target`, held weakly.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `action` (a method without arguments) on `target`, held weakly.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target and a method taking the recognizer; the target is held weakly.
    open func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append(
            TargetEntry(
                target: target,
                call: { [weak target] recognizer in
                    guard let target else { return }
                    guard let typed = recognizer as? Recognizer else {
                        Diagnostics.report(
                            "UIGestureRecognizer",
                            "the action takes a \(Recognizer.self), but \(type(of: recognizer)) sent it; skipped")
                        return
                    }
                    action(target)(typed)
                }))
    }

    /// Adds a target and a method without arguments; the target is held weakly.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(
            TargetEntry(
                target: target,
                call: { [weak target] _ in
                    if let target { action(target)() }
                }))
    }

    /// Removes the actions of `target` (every action when nil); `action` is
    /// accepted for source compatibility and must be nil (method references
    /// cannot be compared).
    open func removeTarget(_ target: AnyObject?, action: Never? = nil) {
        actions.removeAll { target == nil || $0.target === target || $0.target == nil }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails; it fails when the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredFailures.append(WeakRecognizer(recognizer: otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(recognizer: self))
    }

    /// The centroid of the touches followed, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { convert($0, to: view) } ?? .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The location of the touch at `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer follows.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The last location seen, in window coordinates, for ``location(in:)`` after the touches ended.
    var lastLocation: CGPoint?
    private weak var lastWindow: UIWindow?

    private func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }

    // MARK: Subclass hooks

    /// Touches began in the view or its subviews.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Returns to `.possible` after the gesture ended, failed or was cancelled; subclasses clear their state here.
    open func reset() {}
    /// Stops following `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }
    /// Whether this recognizer's recognition may make `preventedGestureRecognizer` fail; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may make this one fail; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer`, a recognizer
    /// of the same touches, to fail; false by default. Asked each time the
    /// recognizer would leave `.possible` (``require(toFail:)`` pairs two
    /// recognizers once for all).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer`, a recognizer of the same touches,
    /// waits for this one to fail; false by default. Asked each time the
    /// other would leave `.possible`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: State machine

    /// Records where the touches are, for ``location(in:)``.
    func noteTouches(_ event: UIEvent) {
        if let touch = trackedTouches.last {
            lastLocation = touch.windowLocation
            lastWindow = touch.window
        }
    }

    /// A subclass (or the arbitration) asks for `newState`: leaving
    /// `.possible` must be allowed (delegate, views, required failures);
    /// recognizing fails the others; actions follow.
    private func requestState(_ newState: State) {
        guard newState != storedState || newState == .changed else { return }
        if storedState == .possible, newState == .began || newState == .ended {
            guard isEnabled, shouldBegin() else {
                fail()
                return
            }
            let awaited = awaitedRecognizers
            if awaited.contains(where: \.isStillDeciding) {
                deferredState = newState
                // Remembered, with this recognizer among each one's waiters:
                // one may decide after the touches ended, when the sequence
                // that paired them is gone.
                awaiting = awaited.map { WeakRecognizer(recognizer: $0) }
                for other in awaited where !other.waiters.contains(where: { $0.recognizer === self }) {
                    other.waiters.append(WeakRecognizer(recognizer: self))
                }
                return
            }
            if awaited.contains(where: { [.began, .changed, .ended].contains($0.storedState) }) {
                fail()
                return
            }
        }
        if newState == .failed {
            fail()
            return
        }
        let wasRecognized = storedState == .began || storedState == .changed
        storedState = newState
        if newState == .began || (newState == .ended && !wasRecognized) {
            session?.recognizerRecognized(self)
            failDependents()
        }
        if newState != .possible { sendActions() }
        if session == nil, newState == .ended || newState == .cancelled { resetIfFinished() }
    }

    /// Fails the recognizer and lets those waiting for it go on.
    private func fail() {
        storedState = .failed
        deferredState = nil
        awaiting = []
        session?.recognizerFailed(self)
        for dependent in (dependents + waiters).compactMap(\.recognizer) { dependent.requiredRecognizerFailed() }
        if session == nil { resetIfFinished() }
    }

    /// Recognizers that wait for this one to fail fail themselves: it recognized.
    private func failDependents() {
        for dependent in (dependents + waiters).compactMap(\.recognizer) where dependent.deferredState != nil {
            if dependent.awaiting.contains(where: { $0.recognizer === self }) { dependent.fail() }
        }
    }

    /// The recognizers this one waits for before leaving `.possible`: those
    /// given to ``require(toFail:)``, and those of the same touches that it,
    /// its delegate, they or their delegates pair with it (asked each time,
    /// as UIKit asks, so the answer may depend on the views touched).
    private var awaitedRecognizers: [UIGestureRecognizer] {
        var awaited = requiredFailures.compactMap(\.recognizer)
        for other in session?.recognizers ?? [] where other !== self && !awaited.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
            {
                awaited.append(other)
            }
        }
        return awaited
    }

    /// A recognizer this one may wait for failed: when none is left deciding,
    /// the state this one wanted is applied.
    private func requiredRecognizerFailed() {
        guard let wanted = deferredState,
            !awaiting.contains(where: { $0.recognizer?.isStillDeciding == true })
        else { return }
        deferredState = nil
        awaiting = []
        storedState = .possible
        requestState(wanted)
    }

    /// Whether the recognizer has seen touches and has neither recognized nor failed yet.
    var isStillDeciding: Bool { storedState == .possible && hasSeenTouches }

    /// Whether the recognizer saw touches since it last reset.
    var hasSeenTouches = false

    /// Recognizers that called `require(toFail:)` with this one.
    var dependents: [WeakRecognizer] = []
    /// Recognizers whose deferred state waits for this one (from any
    /// pairing), until this one resets.
    private var waiters: [WeakRecognizer] = []
    /// What the deferred state waits for (see `awaitedRecognizers`).
    private var awaiting: [WeakRecognizer] = []

    /// Sets the state without checks or actions (arbitration and resets).
    func forceState(_ newState: State) {
        storedState = newState
        deferredState = nil
        awaiting = []
    }

    /// The delegate and the views agree that the gesture may begin.
    private func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        for touch in trackedTouches {
            if let touched = touch.view, touched !== view, !touched.gestureRecognizerShouldBegin(self) { return false }
        }
        return true
    }

    private func sendActions() {
        actions.removeAll { $0.target == nil }
        for entry in actions { entry.call(self) }
    }

    /// After the sequence: a recognizer that finished returns to `.possible`.
    func resetIfFinished() {
        guard [.ended, .cancelled, .failed].contains(storedState) else { return }
        storedState = .possible
        deferredState = nil
        awaiting = []
        waiters = []
        trackedTouches = []
        hasSeenTouches = false
        reset()
    }
}
