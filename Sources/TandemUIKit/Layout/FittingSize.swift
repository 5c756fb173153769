import Foundation
import TandemGraphics
import TandemSolver

/// `systemLayoutSizeFitting`: the view's size is freed from its own frame
/// pins and pulled towards the target with the fitting priorities.
///
/// Views whose intrinsic height depends on their width (wrapped labels) are
/// measured again at the width this measurement gives them, until the widths
/// settle, so that a required width re-wraps text and reports the taller
/// height, as self-sizing cells rely on. Nothing of the measurement reaches
/// the live layout: no frame is applied, and the engine is restored after.
@preconcurrency @MainActor
enum FittingSize {
    /// Re-measurements of width-dependent views before the result is taken as it is.
    static let maximumRewraps = 4

    static func measure(
        _ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        view.layoutIfNeeded()
        let engine = view.rootView.ensureEngine()
        view.layoutFlags.insert(.fittingSize)
        let entry = engine.enroll(view)
        entry.markDirty()
        let width = SystemConstraint.make(
            view, .width, .equal, nil, .notAnAttribute, 1, finite(target.width), priority: clamp(horizontal),
            kind: "UIView-Encapsulated-Layout-Width")
        let height = SystemConstraint.make(
            view, .height, .equal, nil, .notAnAttribute, 1, finite(target.height), priority: clamp(vertical),
            kind: "UIView-Encapsulated-Layout-Height")
        engine.add(width)
        engine.add(height)
        engine.sync(applyingResults: false)
        let dependents = widthDependentViews(in: view, engine: engine)
        for _ in 0..<maximumRewraps {
            var changed = false
            for dependent in dependents {
                guard let item = dependent.layoutState?.engineItem else { continue }
                let solved = max(0, item.width.value)
                if let previous = dependent.layoutState?.fittingWidth, abs(previous - solved) < 0.01 { continue }
                dependent.ensureLayoutState().fittingWidth = solved
                item.markDirty()
                changed = true
            }
            guard changed else { break }
            engine.sync(applyingResults: false)
        }
        let size = CGSize(width: entry.width.value, height: entry.height.value)
        engine.remove(width)
        engine.remove(height)
        view.layoutFlags.remove(.fittingSize)
        entry.markDirty()
        for dependent in dependents where dependent.layoutState?.fittingWidth != nil {
            dependent.layoutState?.fittingWidth = nil
            dependent.layoutState?.engineItem?.markDirty()
        }
        engine.sync()
        let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 1
        return CGSize(
            width: PixelRounding.round(size.width, scale: scale), height: PixelRounding.round(size.height, scale: scale)
        )
    }

    /// The views of `root`'s subtree in `engine` whose intrinsic size depends on their width.
    private static func widthDependentViews(in root: UIView, engine: LayoutEngine) -> [UIView] {
        var found: [UIView] = []
        LayoutPass.forEachView(in: root) { view in
            guard let sizing = view as? WidthDependentIntrinsicSize, sizing.intrinsicSizeDependsOnWidth,
                let item = view.layoutState?.engineItem, item.engine === engine
            else { return }
            found.append(view)
        }
        return found
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), 10_000_000) : 0 }
    private static func clamp(_ p: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(min(1000, max(1, p.rawValue)))
    }
}
