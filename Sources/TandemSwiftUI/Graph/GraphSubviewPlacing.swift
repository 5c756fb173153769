import TandemUIKit

/// A container view that places the UIKit views its node's children
/// collected itself, instead of taking them all as subviews in order (the
/// graph's default, ``SubviewSync``): a view that makes one of them its mask.
@MainActor
protocol GraphSubviewPlacing: UIView {
    /// Takes `views`, the children's views in the graph's order.
    func placeGraphSubviews(_ views: [UIView])
}
