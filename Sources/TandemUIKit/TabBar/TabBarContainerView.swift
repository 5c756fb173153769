import Foundation
import TandemGraphics

/// A tab bar controller's view: the bar along the bottom (its row plus the
/// safe area below it) and the selected controller's view above it.
@preconcurrency @MainActor
final class TabBarContainerView: UIView {
    private weak var controller: UITabBarController?

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The view may outlive its controller (moved elsewhere); it then lays nothing out.
        guard let controller else { return }
        let bar = controller.tabBar
        let barHeight = UITabBar.barHeight + safeAreaInsets.bottom
        bar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        if let content = controller.selectedViewController?.viewIfLoaded, content.superview === self {
            content.frame = contentFrame
        }
        transitionView?.frame = contentFrame
        controller.updateScrollEdge()
    }

    /// The container of a custom tab change while it runs (placed where the content goes).
    var transitionView: UIView?

    /// Where the selected controller's view goes: above the bar.
    var contentFrame: CGRect {
        guard let controller else { return bounds }
        let barHeight = UITabBar.barHeight + safeAreaInsets.bottom
        return CGRect(
            x: 0, y: 0, width: bounds.width,
            height: controller.tabBar.isHidden ? bounds.height : max(0, bounds.height - barHeight))
    }
}
