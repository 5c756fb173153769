/// An object told when a view's intrinsic content size is invalidated: a
/// host that measures the view itself (SwiftUI's representables) and must
/// measure it again. Set as the view's `intrinsicContentSizeObserver`.
@MainActor
package protocol IntrinsicContentSizeObserving: AnyObject {
    /// `view` called `invalidateIntrinsicContentSize()`.
    func intrinsicContentSizeDidChange(of view: UIView)
}
