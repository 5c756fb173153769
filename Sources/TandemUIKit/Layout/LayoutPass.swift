import Foundation
import TandemGraphics
import TandemSolver

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

    private static func needsWork(_ root: UIView) -> Bool {
        !root.layoutFlags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout, .needsUpdateConstraints, .subtreeNeedsUpdateConstraints])
            || root.layoutState?.engine?.needsSync == true
    }

    /// Runs pending `updateConstraints` in `view`'s subtree, children first.
    static func updateConstraints(_ view: UIView) {
        guard !view.layoutFlags.isDisjoint(with: [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints]) else { return }
        view.layoutFlags.remove(.subtreeNeedsUpdateConstraints)
        for subview in view.subviews { updateConstraints(subview) }
        guard view.layoutFlags.contains(.needsUpdateConstraints) else { return }
        view.layoutFlags.remove(.needsUpdateConstraints)
        if let controller = view.owningViewController {
            controller.updateViewConstraints()
        } else {
            view.updateConstraints()
        }
    }

    /// Runs `layoutSubviews` where it is pending, parents before children.
    private static func layout(_ view: UIView) {
        guard !view.layoutFlags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout]) else { return }
        if view.layoutFlags.contains(.needsLayout) {
            view.layoutFlags.remove(.needsLayout)
            view.refreshSafeArea()
            let controller = view.owningViewController
            view.traitCollection.performAsCurrent {
                controller?.viewWillLayoutSubviews()
                view.layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
        }
        view.layoutFlags.remove(.subtreeNeedsLayout)
        for subview in view.subviews { layout(subview) }
    }

    private static func reportCycle(_ root: UIView) {
        var pending: [String] = []
        func collect(_ view: UIView) {
            if view.layoutFlags.contains(.needsLayout) { pending.append("\(type(of: view)):\(NSLayoutConstraint.address(view))") }
            for subview in view.subviews where pending.count < 8 { collect(subview) }
        }
        collect(root)
        Diagnostics.report(
            "Layout",
            "layout did not settle after \(maximumPasses) passes: each pass invalidated layout again "
                + "(a layoutSubviews, viewDidLayoutSubviews or intrinsic size that keeps changing). "
                + "Still pending: \(pending.joined(separator: ", ")). Stopped; the next commit tries again.")
        clearFlags(root)
    }

    private static func clearFlags(_ view: UIView) {
        view.layoutFlags.subtract([.needsLayout, .subtreeNeedsLayout, .needsUpdateConstraints, .subtreeNeedsUpdateConstraints])
        for subview in view.subviews { clearFlags(subview) }
    }
}

/// `systemLayoutSizeFitting`: the view's size is freed from its own frame
/// pins and pulled towards the target with the fitting priorities.
@preconcurrency @MainActor
enum FittingSize {
    static func measure(
        _ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        view.layoutIfNeeded()
        let engine = view.rootView.ensureEngine()
        view.layoutFlags.insert(.fittingSize)
        let entry = engine.enroll(view)
        entry.markDirty()
        let width = SystemConstraint.make(view, .width, .equal, nil, .notAnAttribute, 1, finite(target.width), priority: clamp(horizontal), kind: "UIView-Encapsulated-Layout-Width")
        let height = SystemConstraint.make(view, .height, .equal, nil, .notAnAttribute, 1, finite(target.height), priority: clamp(vertical), kind: "UIView-Encapsulated-Layout-Height")
        engine.add(width)
        engine.add(height)
        engine.sync()
        let size = CGSize(width: entry.width.value, height: entry.height.value)
        engine.remove(width)
        engine.remove(height)
        view.layoutFlags.remove(.fittingSize)
        entry.markDirty()
        engine.sync()
        let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 1
        return CGSize(width: PixelRounding.round(size.width, scale: scale), height: PixelRounding.round(size.height, scale: scale))
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), 10_000_000) : 0 }
    private static func clamp(_ p: UILayoutPriority) -> UILayoutPriority { UILayoutPriority(min(1000, max(1, p.rawValue))) }
}
