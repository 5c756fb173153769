public import Foundation
import TandemGraphics

/// What a scroll view tells its delegate; every method has a default that
/// does nothing (Linux has no optional protocol methods).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
