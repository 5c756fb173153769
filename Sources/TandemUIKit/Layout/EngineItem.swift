import Foundation
import TandemSolver

/// An item's place in an engine: the four variables of its frame (in its
/// layout parent's coordinates, ignoring the parent's bounds origin as Auto
/// Layout does) and the constraints derived from it.
@preconcurrency @MainActor
final class EngineItem {
    unowned let item: LayoutItem
    /// Weak: a root view that goes away takes its engine along while its
    /// subviews (and their items) may live on, outside any engine.
    weak var engine: LayoutEngine?
    let x = Variable("x"), y = Variable("y"), width = Variable("w"), height = Variable("h")
    var internalConstraints: [NSLayoutConstraint] = []
    /// Whether the internal constraints must be rebuilt at the next sync.
    var isDirty = false
    /// Whether the item's frame is pinned by autoresizing constraints.
    var isPinnedToFrame = false
    /// The frame last applied from the engine.
    var lastAppliedFrame: CGRect?
    /// Whether the item is still in the engine (its item may be gone once
    /// it is not, so this is asked instead of the item).
    var isEnrolled = true
    /// Whether the engine will look at this item's frame when it next applies results.
    var isQueuedForApply = false

    /// Records the item's index in the engine's list in its variables, so
    /// that a moved variable leads straight to its item.
    func setIndex(_ index: Int) {
        x.context = index
        y.context = index
        width.context = index
        height.context = index
    }

    /// Whether `variable` is one of the item's four.
    func owns(_ variable: Variable) -> Bool {
        variable === x || variable === y || variable === width || variable === height
    }

    init(item: LayoutItem, engine: LayoutEngine) {
        self.item = item
        self.engine = engine
    }

    /// Asks for the internal constraints to be rebuilt.
    func markDirty() {
        guard !isDirty else { return }
        isDirty = true
        engine?.itemBecameDirty(self)
    }

    /// The solved frame.
    var frame: CGRect {
        CGRect(x: x.value, y: y.value, width: width.value, height: height.value)
    }
}
