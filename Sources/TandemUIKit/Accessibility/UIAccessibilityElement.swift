import Foundation

/// An accessibility element that is not a view: a part of a view that draws
/// several things (a chart's bars, a stepper's halves), listed in the view's
/// ``UIResponder/accessibilityElements``.
///
/// An element is an element by default. Its frame is
/// ``accessibilityFrameInContainerSpace`` converted to the screen through
/// its container view, kept current as the view moves, unless
/// ``UIResponder/accessibilityFrame`` is set.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The container this element belongs to (a view, or another element); not retained.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container view's coordinates.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// An element of `container` (the view or element whose
    /// ``UIResponder/accessibilityElements`` lists it).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The object this element stands for, when it is another's element
    /// with attributes changed (SwiftUI's accessibility modifiers): its view
    /// is where the element is hit and focused.
    package weak var representedResponder: UIResponder?

    /// The view this element's frame is relative to and that is hit when
    /// it is touched: the represented object's, its container, or the
    /// container's container.
    package var containerView: UIView? {
        if let represented = representedResponder {
            return (represented as? UIView) ?? (represented as? UIAccessibilityElement)?.containerView
        }
        var container = accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }

    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        if let view = containerView {
            defaults.frame = view.accessibilityScreenRect(accessibilityFrameInContainerSpace)
        }
        return defaults
    }
}
