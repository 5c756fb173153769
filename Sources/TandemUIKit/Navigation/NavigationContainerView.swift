import Foundation
import TandemGraphics

/// A navigation controller's view: it places the bar (below the safe area's
/// top), the toolbar when shown (above the safe area's bottom, covering it)
/// and the top controller's view between them.
@preconcurrency @MainActor
final class NavigationContainerView: UIView {
    private weak var controller: UINavigationController?

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The view may outlive its controller (moved elsewhere); it then lays nothing out.
        guard let controller else { return }
        let bar = controller.navigationBar
        if controller.isBarSliding && controller.isNavigationBarHidden {
            // Sliding away, or about to slide in: just above the top, its full height.
            let height = safeAreaInsets.top + bar.contentHeight
            bar.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
        } else {
            let height = barBottom(controller) + (controller.isNavigationBarHidden ? 0 : bar.largeTitleStretch)
            bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        }
        if let toolbar = controller.toolbar {
            let height = UIToolbar.barHeight + safeAreaInsets.bottom
            if !controller.isToolbarHidden {
                toolbar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            } else if controller.isToolbarSliding {
                // Sliding away, or about to slide in: just below the bottom, its full height.
                toolbar.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: height)
            }
        }
        let top = controller.topViewController
        if let shown = top?.viewIfLoaded, shown.superview === self { shown.frame = contentFrame(for: top) }
        transitionView?.frame = contentFrame(for: top)
        let uncovered = uncoveredFrame
        if uncovered != lastUncoveredFrame {
            // The bars moved over the content: its safe areas change with no frame changing.
            lastUncoveredFrame = uncovered
            if let shown = top?.viewIfLoaded { LayoutPass.forEachView(in: shown) { $0.setNeedsLayout() } }
        }
        controller.updateScrollEdges()
    }

    /// The container of a custom push or pop while it runs (placed where the content goes).
    var transitionView: UIView?
    private var lastUncoveredFrame: CGRect?

    /// The area the bars leave uncovered: between the bar and the toolbar.
    var uncoveredFrame: CGRect {
        guard let controller else { return bounds }
        let top = barBottom(controller)
        var bottom = bounds.height
        if !controller.isToolbarHidden { bottom -= UIToolbar.barHeight + safeAreaInsets.bottom }
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    /// Where `child`'s view goes: under the bars along the edges it extends
    /// under (its ``UIViewController/edgesForExtendedLayout``, where the bar is
    /// translucent or it includes opaque bars), else between them.
    func contentFrame(for child: UIViewController?) -> CGRect {
        let uncovered = uncoveredFrame
        guard let controller, let child else { return uncovered }
        var top = uncovered.minY
        var bottom = uncovered.maxY
        let edges = child.edgesForExtendedLayout
        let opaqueToo = child.extendedLayoutIncludesOpaqueBars
        if edges.contains(.top), opaqueToo || controller.navigationBar.isTranslucent { top = 0 }
        if edges.contains(.bottom), opaqueToo || controller.toolbarStorage.isTranslucent { bottom = bounds.height }
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    private func barBottom(_ controller: UINavigationController) -> CGFloat {
        controller.isNavigationBarHidden ? 0 : safeAreaInsets.top + controller.navigationBar.contentHeight
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === controller?.interactivePopGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return controller?.backSwipeMayBegin() ?? false
    }
}
