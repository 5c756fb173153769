import Foundation

/// Moves Auto Layout state when a subtree changes trees: constraints between
/// the subtree and the views it leaves are deactivated (as UIKit does), and
/// constraints installed inside the subtree move to the new tree's engine.
@preconcurrency @MainActor
struct LayoutHierarchyChange {
    private let view: UIView
    private let oldEngine: LayoutEngine?

    /// Records the engine of the tree `view` is in before it moves.
    init(moving view: UIView) {
        self.view = view
        oldEngine = view.rootView.layoutState?.engine
    }

    /// Called after the move.
    func finish() {
        guard let oldEngine else { return }
        let wasRoot = oldEngine.root === view
        var installed: [NSLayoutConstraint] = []
        var items: [LayoutItem] = []
        collect(view, into: &installed, items: &items)
        if !wasRoot {
            for item in items {
                for constraint in item.referencingConstraints.values {
                    if let container = constraint.container, !container.isDescendant(of: view) {
                        ConstraintInstaller.deactivate(constraint)
                    }
                }
            }
        }
        if wasRoot {
            for constraint in installed { oldEngine.forget(constraint) }
            oldEngine.discard()
            view.layoutState?.engine = nil
        } else {
            oldEngine.unenroll(items)
            oldEngine.remove(installed)
        }
        guard !installed.isEmpty else { return }
        let newEngine = view.rootView.ensureEngine()
        for constraint in installed.sorted(by: { $0.sequence < $1.sequence }) {
            newEngine.add(constraint)
        }
    }

    private func collect(_ view: UIView, into installed: inout [NSLayoutConstraint], items: inout [LayoutItem]) {
        LayoutPass.forEachView(in: view) { view in
            guard let state = view.layoutState else { return }
            installed.append(contentsOf: state.installedConstraints.values)
            items.append(view)
            items.append(contentsOf: state.layoutGuides as [LayoutItem])
        }
    }
}
