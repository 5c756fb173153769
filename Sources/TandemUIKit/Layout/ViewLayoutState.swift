import Foundation
import TandemGraphics

/// What a view needs only once it takes part in Auto Layout or sets
/// uncommon layout properties; plain views never allocate it.
@preconcurrency @MainActor
final class ViewLayoutState {
    var autoresizingMask: UIView.AutoresizingMask = []
    /// The view whose alpha masks this one (``UIView/mask``): rare, and laid
    /// out with this view, so kept here rather than in every view.
    var maskView: UIView?
    var engineItem: EngineItem?
    /// The engine of the tree this view is the root of.
    var engine: LayoutEngine?
    /// Constraints installed on this view (their items' closest common ancestor).
    var installedConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Constraints that mention this view.
    var referencingConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var hugging: (horizontal: Float, vertical: Float) = (250, 250)
    var compression: (horizontal: Float, vertical: Float) = (750, 750)
    var layoutMargins: NSDirectionalEdgeInsets?
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: InsetLayoutGuide?
    var marginsGuide: InsetLayoutGuide?
    var readableGuide: UILayoutGuide?
    /// The frame the engine solved, applied by the superview's `layoutSubviews`.
    var pendingEngineFrame: CGRect?
    /// The safe-area insets a window or controller gives the view's subtree.
    var ownSafeAreaInsets: UIEdgeInsets = .zero
    /// The width a fitting measurement gives a view whose intrinsic size
    /// depends on its width; nil outside measurements.
    var fittingWidth: CGFloat?
    var lastSafeAreaInsets: UIEdgeInsets = .zero
    /// Whether the view is told of safe-area changes without a guide or a
    /// controller (a scroll view adjusts its content inset by them).
    var reportsSafeAreaChanges = false
}
