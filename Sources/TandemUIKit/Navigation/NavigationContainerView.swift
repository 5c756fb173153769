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
        let barBottom = controller.isNavigationBarHidden ? 0 : safeAreaInsets.top + bar.contentHeight
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barBottom)
        var contentBottom = bounds.height
        if let toolbar = controller.toolbar, !controller.isToolbarHidden {
            let height = UIToolbar.barHeight + safeAreaInsets.bottom
            toolbar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            contentBottom -= height
        }
        if let content = controller.topViewController?.viewIfLoaded, content.superview === self {
            content.frame = CGRect(x: 0, y: barBottom, width: bounds.width, height: max(0, contentBottom - barBottom))
        }
        controller.updateScrollEdges()
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === controller?.interactivePopGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return controller?.backSwipeMayBegin() ?? false
    }
}
