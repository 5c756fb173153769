import Foundation
import TandemGraphics

extension UINavigationController {
    /// Slides the bar out of the window's top (or back in) over
    /// ``UINavigationController/hideShowBarDuration`` seconds while the
    /// content's frame grows (or shrinks) with it; the bar takes the
    /// hidden state asked last when the last slide ends.
    func animateBar(hidden: Bool, in view: UIView) {
        barSlides += 1
        if !hidden {
            // Shown from just above the top: laid out there first, without animation.
            UIView.performWithoutAnimation {
                navigationBar.isHidden = false
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
        }
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0,
            options: [.curveEaseInOut, .beginFromCurrentState],
            animations: {
                self.isNavigationBarHidden = hidden
                view.setNeedsLayout()
                view.layoutIfNeeded()
            },
            completion: { [weak self] _ in
                guard let self else { return }
                self.barSlides -= 1
                guard !self.isBarSliding else { return }
                self.navigationBar.isHidden = self.isNavigationBarHidden
                view.setNeedsLayout()
            })
    }
}
