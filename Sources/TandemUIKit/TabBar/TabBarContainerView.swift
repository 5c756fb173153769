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
        let selected = controller.selectedViewController
        if let content = selected?.viewIfLoaded, content.superview === self {
            content.frame = contentFrame(for: selected)
        }
        transitionView?.frame = contentFrame(for: selected)
        let uncovered = uncoveredFrame
        if uncovered != lastUncoveredFrame {
            // The bar moved over the content: its safe areas change with no frame changing.
            lastUncoveredFrame = uncovered
            if let content = selected?.viewIfLoaded { LayoutPass.forEachView(in: content) { $0.setNeedsLayout() } }
        }
        controller.updateScrollEdge()
    }

    /// The container of a custom tab change while it runs (placed where the content goes).
    var transitionView: UIView?
    private var lastUncoveredFrame: CGRect?

    /// The area the bar leaves uncovered: above it (all of the view when it is hidden).
    var uncoveredFrame: CGRect {
        guard let controller, !controller.tabBar.isHidden else { return bounds }
        let barHeight = UITabBar.barHeight + safeAreaInsets.bottom
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - barHeight))
    }

    /// Where `child`'s view goes: under the bar when it extends under the
    /// bottom edge (its ``UIViewController/edgesForExtendedLayout``, where the
    /// bar is translucent or it includes opaque bars), else above it.
    func contentFrame(for child: UIViewController?) -> CGRect {
        guard let controller, let child, child.edgesForExtendedLayout.contains(.bottom),
            child.extendedLayoutIncludesOpaqueBars || controller.tabBar.isTranslucent
        else { return uncoveredFrame }
        return bounds
    }
}
