import Foundation

extension UIViewController {
    /// Sets the scroll view the bars at both the top and bottom edges follow.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    /// What UIKit finds when no scroll view was set: the view itself, or its
    /// first subview, when it is a scroll view. Does not load the view.
    var automaticContentScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first as? UIScrollView
    }
}
