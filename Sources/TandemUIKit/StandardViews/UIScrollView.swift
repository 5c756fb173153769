public import Foundation
import TandemGraphics
import TandemSupport

/// A view whose content is larger than itself, shown through a movable
/// window: `contentOffset` is the bounds' origin.
///
/// Main-actor only. The content size comes from ``contentSize`` or from Auto
/// Layout through ``contentLayoutGuide``. Dragging (``panGestureRecognizer``)
/// and the mouse wheel scroll the content within its bounds; there is no
/// deceleration or bouncing.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// To UI automation, a scroll view.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .scrollView
        return defaults
    }

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
            if isDragging || isScrollingByWheel { indicators.flash(in: self) }
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
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// The recognizer that scrolls the content as the user drags it.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// Whether the user is dragging the content.
    open private(set) var isDragging = false

    /// The offset when the drag began.
    private var dragStartOffset = CGPoint.zero
    /// The indicators shown while the content moves.
    let indicators = ScrollIndicators()
    private var isScrollingByWheel = false

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        indicators.flash(in: self)
    }
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
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The offsets the content may take: from minus the top and left insets
    /// to the content's end plus the bottom and right insets.
    private func clamped(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }

    /// Whether the content is larger than the view on some axis.
    private var canScroll: Bool {
        let insets = adjustedContentInset
        return contentSize.height + insets.top + insets.bottom > bounds.height
            || contentSize.width + insets.left + insets.right > bounds.width
            || alwaysBounceVertical || alwaysBounceHorizontal
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStartOffset = contentOffset
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let translation = pan.translation(in: self)
            contentOffset = clamped(CGPoint(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y))
        case .ended, .cancelled:
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }

    /// A drag may begin only when there is content to scroll.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return isScrollEnabled && canScroll }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The mouse wheel scrolls the content (within its bounds).
    override func handleScrollWheel(_ delta: CGPoint) -> Bool {
        guard isScrollEnabled, canScroll else { return super.handleScrollWheel(delta) }
        let target = clamped(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        guard target != contentOffset else { return super.handleScrollWheel(delta) }
        isScrollingByWheel = true
        contentOffset = target
        isScrollingByWheel = false
        return true
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
