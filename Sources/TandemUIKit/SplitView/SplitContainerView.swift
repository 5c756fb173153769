import Foundation
import TandemGraphics

/// A split view controller's view: it collapses or expands the controller
/// as its traits require, then places the columns the display mode shows —
/// side by side with a hairline between them, or over the dimmed secondary
/// column — or, collapsed, the one controller that shows.
@preconcurrency @MainActor
final class SplitContainerView: UIView {
    private weak var controller: UISplitViewController?
    /// Covers the secondary column under columns shown over it; a tap on it hides them.
    let dimmingView = UIView()
    private var separators: [UIView] = []

    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .systemBackground
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: SplitContainerView.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    private func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        controller?.dismissOverlay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The view may outlive its controller (moved elsewhere); it then lays nothing out.
        guard let controller else { return }
        controller.updateCollapse()
        let placement = self.placement(for: controller)
        let allColumns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
        let shown = placement.beside + placement.over
        // Columns that do not show leave the view (and disappear).
        for column in allColumns where !shown.contains(where: { $0.column == column }) {
            if let view = controller.shownController(for: column)?.viewIfLoaded, view.superview === self {
                view.removeFromSuperview()
            }
        }
        var order: [UIView] = []
        for (column, frame) in placement.beside {
            guard let view = controller.shownController(for: column)?.view else { continue }
            view.frame = frame
            order.append(view)
        }
        dimmingView.frame = bounds
        if !placement.over.isEmpty { order.append(dimmingView) } else { dimmingView.removeFromSuperview() }
        for (column, frame) in placement.over {
            guard let view = controller.shownController(for: column)?.view else { continue }
            view.frame = frame
            order.append(view)
        }
        controller.applyPrimaryBackground()
        let leadingColumns = (placement.beside + placement.over).filter {
            $0.column != .secondary && !controller.isCollapsed
        }
        placeSeparators(for: leadingColumns.map(\.frame), trailing: controller.primaryEdge == .trailing)
        order += separators
        // Reordered only when the order changed, so that a layout does not move views needlessly.
        let current = subviews.filter { view in order.contains { $0 === view } }
        guard current.count != order.count || zip(current, order).contains(where: { $0 !== $1 }) else { return }
        for view in order {
            if view.superview === self { bringSubviewToFront(view) } else { addSubview(view) }
        }
    }

    /// The hairlines on the inner edges of the columns beside or over the secondary one.
    private func placeSeparators(for frames: [CGRect], trailing: Bool) {
        let width = 1 / max(1, traitCollection.displayScale)
        while separators.count < frames.count {
            let line = UIView()
            line.backgroundColor = .opaqueSeparator
            line.isUserInteractionEnabled = false
            separators.append(line)
        }
        while separators.count > frames.count { separators.removeLast().removeFromSuperview() }
        for (line, frame) in zip(separators, frames) {
            let x = trailing ? frame.minX : frame.maxX - width
            line.frame = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
        }
    }

    /// Where each shown column goes: the columns tiled or displaced beside
    /// the secondary one (bottom to top), and those over it.
    private func placement(for controller: UISplitViewController) -> (
        beside: [(column: UISplitViewController.Column, frame: CGRect)],
        over: [(column: UISplitViewController.Column, frame: CGRect)]
    ) {
        if controller.isCollapsed { return ([(controller.collapsedColumn, bounds)], []) }
        let width = bounds.width
        let height = bounds.height
        let primary = controller.primaryColumnWidth
        let supplementary = controller.supplementaryColumnWidth
        let triple = controller.style == .tripleColumn
        var beside: [(UISplitViewController.Column, CGRect)] = []
        var over: [(UISplitViewController.Column, CGRect)] = []
        func rect(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: max(0, w), height: height) }
        switch (triple, controller.displayMode) {
        case (_, .secondaryOnly), (_, .automatic):
            beside = [(.secondary, rect(0, width))]
        case (false, .oneOverSecondary), (false, .twoOverSecondary):
            beside = [(.secondary, rect(0, width))]
            over = [(.primary, rect(0, primary))]
        case (false, _):
            beside = [(.primary, rect(0, primary)), (.secondary, rect(primary, width - primary))]
        case (true, .oneBesideSecondary):
            beside = [
                (.supplementary, rect(0, supplementary)), (.secondary, rect(supplementary, width - supplementary)),
            ]
        case (true, .oneOverSecondary):
            beside = [(.secondary, rect(0, width))]
            over = [(.supplementary, rect(0, supplementary))]
        case (true, .twoBesideSecondary):
            let leading = primary + supplementary
            beside = [
                (.primary, rect(0, primary)), (.supplementary, rect(primary, supplementary)),
                (.secondary, rect(leading, width - leading)),
            ]
        case (true, .twoOverSecondary):
            beside = [(.secondary, rect(0, width))]
            over = [(.primary, rect(0, primary)), (.supplementary, rect(primary, supplementary))]
        case (true, .twoDisplaceSecondary):
            // The secondary column keeps its width beside the supplementary one and is pushed off the trailing edge.
            beside = [
                (.primary, rect(0, primary)), (.supplementary, rect(primary, supplementary)),
                (.secondary, rect(primary + supplementary, width - supplementary)),
            ]
        }
        let present = { (entry: (UISplitViewController.Column, CGRect)) in
            controller.shownController(for: entry.0) != nil
        }
        beside = beside.filter(present)
        over = over.filter(present)
        if controller.primaryEdge == .trailing {
            let mirror = { (entry: (UISplitViewController.Column, CGRect)) in
                (entry.0, CGRect(x: width - entry.1.maxX, y: 0, width: entry.1.width, height: height))
            }
            beside = beside.map(mirror)
            over = over.map(mirror)
        }
        return (beside.map { (column: $0.0, frame: $0.1) }, over.map { (column: $0.0, frame: $0.1) })
    }
}
