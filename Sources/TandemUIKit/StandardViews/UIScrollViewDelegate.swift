import Foundation
import TandemGraphics

/// What a scroll view tells its delegate; every method has a default that
/// does nothing (Linux has no optional protocol methods).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user stopped dragging; Tandem does not decelerate, so `decelerate` is false.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}
