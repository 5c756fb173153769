/// What a gesture recognizer asks its delegate.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` and begin (or recognize).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer sees `touch` at all.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer waits for `otherGestureRecognizer`, a recognizer
    /// of the same touches, to fail; asked each time the recognizer would
    /// leave `.possible`.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer`, a recognizer of the same touches,
    /// waits for the recognizer to fail; asked each time the other would
    /// leave `.possible`.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Returns true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Returns false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// Returns true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// Returns false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// Returns false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
