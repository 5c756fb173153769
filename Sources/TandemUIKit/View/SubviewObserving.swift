/// A container view that arranges its subviews from what they are — stack
/// views, and the declarative layer's containers — and must hear when one
/// changes, without `UIView` knowing the container's class.
///
/// A view tells its superview, when the superview conforms. A conforming
/// class also overrides `UIView.observesSubviews` to return true: views
/// ask it before they cast (a cast that fails is slow).
@preconcurrency @MainActor
package protocol SubviewObserving: AnyObject {
    /// `subview` was hidden or shown.
    func subviewVisibilityDidChange(_ subview: UIView)
    /// `subview`'s intrinsic content size was invalidated.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView)
    /// `subview`'s content hugging or compression resistance changed.
    func subviewContentPrioritiesDidChange(_ subview: UIView)
    /// `subview`'s effective layout direction changed.
    func subviewLayoutDirectionDidChange(_ subview: UIView)
    /// `subview` entered its tree's Auto Layout engine: a constraint (or a
    /// guide of it, or a descendant's constraint) now mentions it.
    func subviewJoinedLayoutEngine(_ subview: UIView)
    /// Something is about to read the constraints that place `subview`
    /// (`constraintsAffectingLayout(for:)`, `hasAmbiguousLayout`).
    func subviewConstraintsWillBeRead(_ subview: UIView)
}

extension SubviewObserving {
    /// Nothing to do by default.
    package func subviewContentPrioritiesDidChange(_ subview: UIView) {}
    /// Nothing to do by default.
    package func subviewLayoutDirectionDidChange(_ subview: UIView) {}
    /// Nothing to do by default.
    package func subviewJoinedLayoutEngine(_ subview: UIView) {}
    /// Nothing to do by default.
    package func subviewConstraintsWillBeRead(_ subview: UIView) {}
}
