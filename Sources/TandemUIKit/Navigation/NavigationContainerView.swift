import Foundation
import TandemGraphics

/// A navigation controller's view: it places the bar (below the safe area's
/// top) and the top controller's view under it.
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
        let barBottom = controller.isNavigationBarHidden ? 0 : safeAreaInsets.top + UINavigationBar.barHeight
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barBottom)
        if let content = controller.topViewController?.viewIfLoaded, content.superview === self {
            content.frame = CGRect(x: 0, y: barBottom, width: bounds.width, height: max(0, bounds.height - barBottom))
        }
    }
}
