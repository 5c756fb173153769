import Foundation
import TandemGraphics
import TandemSolver
import TandemSupport

/// UIKit's layout pass over one view tree: `updateConstraints` bottom-up,
/// the engine, then `layoutSubviews` top-down, repeated while a pass leaves
/// work behind (a label re-measured at its new width), up to a bound.
@preconcurrency @MainActor
enum LayoutPass {
    /// Passes before a tree that keeps invalidating itself is reported and left.
    static let maximumPasses = 16

    static func run(from root: UIView) {
        var passes = 0
        while needsWork(root) {
            passes += 1
            guard passes <= maximumPasses else {
                reportCycle(root)
                return
            }
            updateConstraints(root)
            root.layoutState?.engine?.sync()
            layout(root)
        }
    }

    static func needsWork(_ root: UIView) -> Bool {
        !root.layoutFlags.isDisjoint(with: [
            .needsLayout, .subtreeNeedsLayout, .needsUpdateConstraints, .subtreeNeedsUpdateConstraints,
        ])
            || root.layoutState?.engine?.needsSync == true
    }

    /// Runs pending `updateConstraints` in `view`'s subtree, children first.
    /// The walk keeps its own stack (trees of any depth are safe) and enters
    /// only subtrees that have pending updates.
    static func updateConstraints(_ view: UIView) {
        let pending: LayoutFlags = [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints]
        guard !view.layoutFlags.isDisjoint(with: pending) else { return }
        // Pre-order collection, then the views in reverse: children before parents.
        var order: [UIView] = []
        var stack = [view]
        while let current = stack.popLast() {
            current.layoutFlags.remove(.subtreeNeedsUpdateConstraints)
            order.append(current)
            for subview in current.subviews where !subview.layoutFlags.isDisjoint(with: pending) {
                stack.append(subview)
            }
        }
        for current in order.reversed() where current.layoutFlags.contains(.needsUpdateConstraints) {
            current.layoutFlags.remove(.needsUpdateConstraints)
            if let controller = current.owningViewController {
                controller.updateViewConstraints()
            } else {
                current.updateConstraints()
            }
        }
    }

    /// Runs `layoutSubviews` where it is pending, parents before children,
    /// with its own stack; a subview is entered after its parent's
    /// `layoutSubviews`, so flags that method sets are seen.
    private static func layout(_ root: UIView) {
        let pending: LayoutFlags = [.needsLayout, .subtreeNeedsLayout]
        var stack = [root]
        while let view = stack.popLast() {
            guard !view.layoutFlags.isDisjoint(with: pending) else { continue }
            if view.layoutFlags.contains(.needsLayout) {
                view.layoutFlags.remove(.needsLayout)
                // Marks this layoutSubviews makes below the view stop here:
                // the walk enters its subviews right after.
                view.layoutFlags.insert(.subtreeNeedsLayout)
                view.refreshSafeArea()
                let controller = view.owningViewController
                view.traitCollection.performAsCurrent {
                    controller?.viewWillLayoutSubviews()
                    view.layoutSubviews()
                    controller?.viewDidLayoutSubviews()
                }
                view.layoutMaskIfNeeded()
            }
            view.layoutFlags.remove(.subtreeNeedsLayout)
            // Only subviews with pending layout are entered; a single marked
            // subview is found without scanning the others.
            for subview in view.takePendingLayoutSubviews().reversed()
            where !subview.layoutFlags.isDisjoint(with: pending) {
                stack.append(subview)
            }
        }
    }

    private static func reportCycle(_ root: UIView) {
        var pending: [String] = []
        forEachView(in: root) { view in
            if view.layoutFlags.contains(.needsLayout), pending.count < 8 {
                pending.append("\(type(of: view)):\(NSLayoutConstraint.address(view))")
            }
        }
        Diagnostics.report(
            "Layout",
            "layout did not settle after \(maximumPasses) passes: each pass invalidated layout again "
                + "(a layoutSubviews, viewDidLayoutSubviews or intrinsic size that keeps changing). "
                + "Still pending: \(pending.joined(separator: ", ")). Stopped; the next commit tries again.")
        forEachView(in: root) { view in
            view.layoutFlags.subtract([
                .needsLayout, .subtreeNeedsLayout, .needsUpdateConstraints, .subtreeNeedsUpdateConstraints,
            ])
        }
    }

    /// Calls `body` for every view of the subtree, parents first, with an explicit stack.
    static func forEachView(in root: UIView, _ body: (UIView) -> Void) {
        var stack = [root]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
