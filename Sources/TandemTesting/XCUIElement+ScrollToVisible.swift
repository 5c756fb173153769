import Foundation
import TandemGraphics
import TandemUIKit

extension XCUIElement {
    /// The element's node after scrolling it into view, as XCUITest does
    /// before it taps or presses: each scroll view around the element whose
    /// visible part does not hold the element's activation point scrolls,
    /// innermost first, to show the element (without animation); then the
    /// tree is read again. An element already in view is left as it is.
    func scrolledIntoView(_ node: AccessibilityNode, for doing: String) -> AccessibilityNode? {
        guard let view = node.view, view.window != nil else { return node }
        var scrolled = false
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                let point = scrollView.convert(node.object.accessibilityActivationPoint, from: nil)
                if !scrollView.bounds.contains(point) {
                    scrollView.scrollRectToVisible(view.convert(view.bounds, to: scrollView), animated: false)
                    scrolled = true
                }
            }
            ancestor = current.superview
        }
        guard scrolled else { return node }
        InputDriver.settle()
        return self.node(for: doing)
    }
}
