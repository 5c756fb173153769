public import Foundation

/// A length from an edge of a view controller's view that its content
/// should stay clear of: the bars above (``UIViewController/topLayoutGuide``)
/// or below (``UIViewController/bottomLayoutGuide``) it.
///
/// UIKit's pre-safe-area API, still used by older code and by layout
/// libraries (SnapKit's `ConstraintLayoutSupport`). New code uses the
/// view's `safeAreaLayoutGuide`, which these guides follow.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The length of the guide: from the view's edge to the safe area's.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height: ``length``.
    var heightAnchor: NSLayoutDimension { get }
}
