/// A view that must hear when any view below it, at any depth, invalidates
/// its intrinsic content size — a self-sizing cell re-measures its row —
/// without `UIView` knowing the view's class.
///
/// A view tells the nearest ancestor that conforms. A conforming class
/// also overrides `UIView.observesDescendantSizes` to return true.
@preconcurrency @MainActor
package protocol DescendantSizeObserving: AnyObject {
    /// `descendant`'s intrinsic content size was invalidated.
    func descendantIntrinsicContentSizeDidChange(_ descendant: UIView)
}
