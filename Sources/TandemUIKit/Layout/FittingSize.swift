import Foundation
import TandemGraphics
import TandemSolver

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
