public import Foundation
import TandemGraphics
import TandemSupport

/// A view whose content is larger than itself, shown through a movable
/// window: `contentOffset` is the bounds' origin.
///
/// Main-actor only. This issue gives the geometry and the layout guides
/// (content size from Auto Layout through ``contentLayoutGuide``); dragging
/// and deceleration arrive with events.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Receives scroll notifications.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content; set it, or let constraints to ``contentLayoutGuide`` set it.
    open var contentSize: CGSize = .zero

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero

    /// The content inset with the safe area added.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.report("UIScrollView", "ignored a non-finite content offset \(newValue)")
                return
            }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content; never animated in Tandem.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }

    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops at multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether scrolling past the edges bounces.
    open var bounces = true
    /// Whether vertical scrolling bounces even when the content is shorter.
    open var alwaysBounceVertical = false
    /// Whether horizontal scrolling bounces even when the content is narrower.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator is shown.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator is shown.
    open var showsHorizontalScrollIndicator = true

    /// A guide whose size is the content size: pin content to it and constrain its size.
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = {
        let guide = ContentLayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()

    /// A guide fixed to the scroll view's frame, for content that should not scroll.
    public private(set) lazy var frameLayoutGuide: UILayoutGuide = {
        let guide = InsetLayoutGuide(identifier: "UIScrollView-frameLayoutGuide") { _ in .zero }
        addLayoutGuide(guide)
        return guide
    }()

    override func didInitialize() {
        clipsToBounds = true
    }

    /// Lays out subviews, then takes the content size from ``contentLayoutGuide`` when constraints define it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let guide = layoutState?.layoutGuides.first(where: { $0 is ContentLayoutGuide }), guide.engineItem != nil {
            let size = guide.layoutFrame.size
            if size != contentSize { contentSize = size }
        }
    }
}
