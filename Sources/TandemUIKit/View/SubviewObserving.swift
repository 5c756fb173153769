/// A container view that arranges its subviews from what they are — stack
/// views, and the declarative layer's containers — and must hear when one
/// changes, without `UIView` knowing the container's class.
///
/// A view tells its superview, when the superview conforms.
@preconcurrency @MainActor
package protocol SubviewObserving: AnyObject {
    /// `subview` was hidden or shown.
    func subviewVisibilityDidChange(_ subview: UIView)
    /// `subview`'s intrinsic content size was invalidated.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView)
}
