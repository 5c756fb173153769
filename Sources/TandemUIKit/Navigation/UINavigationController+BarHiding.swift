import Foundation
import TandemGraphics

extension UINavigationController {
    /// The bars a navigation controller slides in and out.
    enum SlidingBar {
        case navigationBar, toolbar
    }

    /// Slides `bar` out of the window's top (the navigation bar) or bottom
    /// (the toolbar), or back in, over ``UINavigationController/hideShowBarDuration``
    /// seconds while the content's frame grows (or shrinks) with it; the
    /// bar takes the hidden state asked last when the last slide ends.
    func animateBar(_ bar: SlidingBar, hidden: Bool, in view: UIView) {
        let barView: UIView = bar == .navigationBar ? navigationBar : toolbarStorage
        adjustSlides(of: bar, by: 1)
        if !hidden {
            // Shown from just outside the edge: laid out there first, without animation.
            UIView.performWithoutAnimation {
                barView.isHidden = false
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
        }
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0,
            options: [.curveEaseInOut, .beginFromCurrentState],
            animations: {
                self.setHidden(bar, hidden)
                view.setNeedsLayout()
                view.layoutIfNeeded()
            },
            completion: { [weak self] _ in
                guard let self else { return }
                self.adjustSlides(of: bar, by: -1)
                let (sliding, isHidden) =
                    bar == .navigationBar
                    ? (self.isBarSliding, self.isNavigationBarHidden) : (self.isToolbarSliding, self.isToolbarHidden)
                guard !sliding else { return }
                barView.isHidden = isHidden
                view.setNeedsLayout()
            })
    }

    private func adjustSlides(of bar: SlidingBar, by change: Int) {
        switch bar {
        case .navigationBar: barSlides += change
        case .toolbar: toolbarSlides += change
        }
    }

    private func setHidden(_ bar: SlidingBar, _ hidden: Bool) {
        switch bar {
        case .navigationBar: isNavigationBarHidden = hidden
        case .toolbar: isToolbarHidden = hidden
        }
    }
}
