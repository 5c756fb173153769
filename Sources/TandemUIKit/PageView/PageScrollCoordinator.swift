import Foundation
import TandemGraphics

/// Relays a page view controller's scroll view callbacks to it, so that the
/// controller itself does not adopt `UIScrollViewDelegate` in public.
@preconcurrency @MainActor
final class PageScrollCoordinator: UIScrollViewDelegate {
    private unowned let controller: UIPageViewController

    init(controller: UIPageViewController) {
        self.controller = controller
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        controller.pagesDidScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { controller.pagesDidSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        controller.pagesDidSettle()
    }
}
