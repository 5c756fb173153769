import Foundation
import TandemGraphics

/// A page view controller's view: the pages' scroll view filling it, and
/// the page control centered at the bottom, above the safe area, when the
/// data source counts pages.
@preconcurrency @MainActor
final class PageContainerView: UIView {
    private weak var controller: UIPageViewController?

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        controller.pageScrollView.frame = bounds
        let control = controller.pageControl
        control.isHidden = control.numberOfPages == 0
        let size = control.sizeThatFits(bounds.size)
        control.frame = CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: bounds.height - safeAreaInsets.bottom - size.height,
            width: size.width, height: size.height)
        controller.layoutPages()
    }
}
