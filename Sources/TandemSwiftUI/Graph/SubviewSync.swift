import TandemUIKit

/// Puts a container's graph-owned subviews in the graph's order with few moves.
@MainActor
enum SubviewSync {
    /// Makes `views` the subviews of `container`, in order. Views already
    /// in place stay; others are inserted at their index; subviews not in
    /// `views` were removed when their nodes were dismantled.
    static func apply(_ views: [UIView], to container: UIView) {
        for (index, view) in views.enumerated() {
            let subviews = container.subviews
            if index < subviews.count, subviews[index] === view { continue }
            container.insertSubview(view, at: index)
        }
    }
}
