/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics
import TandemSupport

/// A view whose content is larger than itself, shown through a movable
/// window: `contentOffset` is the bounds' origin.
///
/// Main-actor only. The content size comes from ``contentSize`` or from Auto
/// Layout through ``contentLayoutGuide``. Dragging (``panGestureRecognizer``)
/// scrolls the content as UIKit's does: past an edge it follows the finger
/// with a rubber band's resistance (when it ``bounces``); let go, it
/// decelerates at ``decelerationRate``, bounces back from an edge it passed,
/// or, when ``isPagingEnabled``, settles on a page, on the animation clock
/// (``TandemAnimationClock``). A touch stops it. The mouse wheel scrolls
/// within the content's bounds.
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
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            // Whether an axis scrolls decides whether the safe area adjusts it.
            safeAreaAdjustmentMayHaveChanged()
            notifyScrollEdgeObservers()
        }
    }
    /// The containers whose bars follow this scroll view's edges.
    var scrollEdgeObservers = ScrollEdgeObservers()

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }

    /// How the safe area (bars, the screen's edges) adds to ``contentInset``
    /// in ``adjustedContentInset``; ``ContentInsetAdjustmentBehavior/automatic`` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { safeAreaAdjustmentMayHaveChanged() } }
    }
    /// The safe area's part of ``adjustedContentInset`` when last looked at.
    var lastSafeAreaAdjustment: UIEdgeInsets = .zero

    /// Creates a scroll view with `frame` in its superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ensureLayoutState().reportsSafeAreaChanges = true
    }

    /// Creates a scroll view from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ensureLayoutState().reportsSafeAreaChanges = true
    }

    /// The content inset with the safe area's part added (as
    /// ``contentInsetAdjustmentBehavior`` says) and, while a
    /// ``refreshControl`` refreshes, the control's height at the top.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaAdjustment
        return UIEdgeInsets(
            top: contentInset.top + safe.top + refreshInset, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// Called after ``adjustedContentInset`` changed (the content inset,
    /// the safe area or the adjustment behavior).
    open func adjustedContentInsetDidChange() {}

    /// Tells the content inset that the safe area moved (call `super` when overriding).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaAdjustmentMayHaveChanged()
    }

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.report("UIScrollView", "ignored a non-finite content offset \(newValue)")
                return
            }
            // An offset set from outside ends a motion under way, as in UIKit.
            if !isApplyingMotion { stopMotion() }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            refreshControl?.scrollViewDidMove()
            notifyScrollEdgeObservers()
            if isDragging || isDecelerating || isScrollingByWheel { indicators.flash(in: self) }
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content to `contentOffset`; with `animated`, over about a
    /// third of a second, then tells the delegate
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, contentOffset.x.isFinite, contentOffset.y.isFinite, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let now = TandemAnimationClock.now
        let omega = ScrollAxisMotion.animatedOffsetOmega
        let current = self.contentOffset
        startMotion(
            ScrollMotion(
                scrollView: self,
                x: ScrollAxisMotion(
                    position: current.x, velocity: 0, shape: .spring(target: contentOffset.x, omega: omega), time: now),
                y: ScrollAxisMotion(
                    position: current.y, velocity: 0, shape: .spring(target: contentOffset.y, omega: omega), time: now),
                reason: .animatedOffset))
    }

    /// Scrolls the least distance that makes `rect` (content coordinates)
    /// visible, over about a third of a second when `animated`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }

    /// The pull-to-refresh control shown above the content; setting it adds
    /// it as a subview (and removes the one before). With one, the content
    /// can be pulled down past its top even when it is shorter than the view.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue {
                oldValue.endRefreshing()
                oldValue.scrollView = nil
                if oldValue.superview === self { oldValue.removeFromSuperview() }
            }
            guard let refreshControl else { return }
            refreshControl.scrollView = self
            insertSubview(refreshControl, at: 0)
            if refreshControl.isRefreshing { setRefreshInset(refreshControl.height) }
            refreshControl.scrollViewDidMove()
        }
    }

    /// The room kept above the content while the refresh control refreshes.
    private(set) var refreshInset: CGFloat = 0

    /// Keeps `inset` points above the content for the refresh control; when
    /// the room shrinks, content resting in it scrolls up to the new top.
    func setRefreshInset(_ inset: CGFloat) {
        guard inset != refreshInset else { return }
        refreshInset = inset
        let top = -adjustedContentInset.top
        if !isDragging, contentOffset.y < top { contentOffset.y = top }
        refreshControl?.scrollViewDidMove()
    }

    /// The refresh control's height changed (a title came or went).
    func refreshControlHeightDidChange() {
        guard let refreshControl else { return }
        if refreshControl.isRefreshing { setRefreshInset(refreshControl.height) }
        refreshControl.scrollViewDidMove()
    }

    /// Whether the user can scroll.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// The recognizer that scrolls the content as the user drags it.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    private let scrollPan = ScrollPanGestureRecognizer()

    /// Whether the user is dragging the content.
    open private(set) var isDragging = false
    /// Whether the content is moving on after the user lifted the finger.
    open private(set) var isDecelerating = false
    /// Whether the user touches the content (a drag may not have begun yet).
    open var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }

    /// How quickly the content slows down after a drag.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of its velocity the content keeps each millisecond.
        public let rawValue: CGFloat
        /// A rate (a fraction below 1).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How quickly the content slows down after a drag (``DecelerationRate/normal`` by default).
    open var decelerationRate: DecelerationRate = .normal

    /// The motion under way after a drag or an animated offset, if any.
    private var motion: ScrollMotion?
    /// Whether the offset being set comes from ``motion``.
    private var isApplyingMotion = false

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
    /// How dragging the content dismisses the keyboard (``KeyboardDismissMode/none`` by default).
    open var keyboardDismissMode: KeyboardDismissMode = .none
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
        scrollPan.scrollView = self
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The offsets the content may take: from minus the top and left insets
    /// to the content's end plus the bottom and right insets.
    private func clamped(_ offset: CGPoint) -> CGPoint {
        let range = restingRange
        return CGPoint(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Whether the content is larger than the view on some axis.
    private var canScroll: Bool {
        let insets = adjustedContentInset
        return contentSize.height + insets.top + insets.bottom > bounds.height
            || contentSize.width + insets.left + insets.right > bounds.width
            || alwaysBounceVertical || alwaysBounceHorizontal || refreshControl != nil
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            dragStartOffset = contentOffset
            isDragging = true
            dismissKeyboardForDrag(endingAt: nil)
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let translation = pan.translation(in: self)
            contentOffset = rubberBanded(
                CGPoint(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y))
        case .ended:
            // A pull far enough starts a refresh first: the content then
            // springs back to rest below the spinner.
            refreshControl?.scrollViewDidEndDragging()
            dismissKeyboardForDrag(endingAt: pan.location(in: nil))
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            refreshControl?.scrollViewDidEndDragging()
            endDragging(velocity: .zero)
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
        refreshControl?.scrollViewDidMove()
        if let guide = layoutState?.layoutGuides.first(where: { $0 is ContentLayoutGuide }), guide.engineItem != nil {
            let size = guide.layoutFrame.size
            if size != contentSize { contentSize = size }
        }
    }
}

// MARK: - Deceleration and bounce

extension UIScrollView {
    /// The offsets the content rests within, per axis.
    var restingRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return (-insets.left...maxX, -insets.top...maxY)
    }

    /// Whether the content scrolls (and bounces) horizontally: wider than
    /// the view, or ``alwaysBounceHorizontal``.
    var bouncesHorizontally: Bool {
        bounces && (restingRange.x.upperBound > restingRange.x.lowerBound || alwaysBounceHorizontal)
    }

    /// Whether the content scrolls (and bounces) vertically (also when a
    /// ``refreshControl`` lets it be pulled down).
    var bouncesVertically: Bool {
        bounces
            && (restingRange.y.upperBound > restingRange.y.lowerBound || alwaysBounceVertical || refreshControl != nil)
    }

    /// `offset` with what lies past an edge taken in with UIKit's rubber
    /// band (`(1 − 1 / (x·0.55 / d + 1))·d` for a distance `x` past the edge
    /// of a view `d` points long), or clamped where the content does not bounce.
    fileprivate func rubberBanded(_ offset: CGPoint) -> CGPoint {
        let range = restingRange
        func band(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ length: CGFloat, _ bounces: Bool) -> CGFloat {
            let edge = min(max(value, range.lowerBound), range.upperBound)
            guard bounces, length > 0, value != edge else { return edge }
            let past = abs(value - edge)
            let taken = (1 - 1 / (past * 0.55 / length + 1)) * length
            return edge + (value > edge ? taken : -taken)
        }
        return CGPoint(
            x: band(offset.x, range.x, bounds.width, bouncesHorizontally),
            y: band(offset.y, range.y, bounds.height, bouncesVertically))
    }

    /// The finger lifted with `fingerVelocity` (points per second, in the
    /// view): the delegate may choose where the content comes to rest, then
    /// it decelerates, bounces back or settles on a page.
    fileprivate func endDragging(velocity fingerVelocity: CGPoint) {
        let range = restingRange
        let offset = contentOffset
        let rate = min(max(decelerationRate.rawValue, 0.5), 0.9999)
        // The content moves against the finger; an axis that does not scroll keeps still.
        let velocity = CGPoint(
            x: range.x.upperBound > range.x.lowerBound ? -fingerVelocity.x : 0,
            y: range.y.upperBound > range.y.lowerBound ? -fingerVelocity.y : 0)
        func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            min(max(value, range.lowerBound), range.upperBound)
        }
        let natural = CGPoint(
            x: clamp(ScrollAxisMotion.restingPosition(from: offset.x, velocity: velocity.x, rate: rate), range.x),
            y: clamp(ScrollAxisMotion.restingPosition(from: offset.y, velocity: velocity.y, rate: rate), range.y))
        var target = isPagingEnabled ? pageTarget(from: offset, velocity: velocity, range: range) : natural
        let proposed = target
        // UIKit gives the velocity in points per millisecond.
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        if !(target.x.isFinite && target.y.isFinite) { target = proposed }
        // A navigation bar does not leave its large title half collapsed.
        target = scrollEdgeObservers.restingTarget(for: self, proposed: target)
        let steered = isPagingEnabled || target != natural
        let now = TandemAnimationClock.now
        // Steered (a page, a delegate's target): a spring to the target.
        // Otherwise a decay, which bounces back from past an edge (one
        // released there at no speed springs back at once); a still axis
        // within the range rests.
        func axis(_ position: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ range: ClosedRange<CGFloat>)
            -> ScrollAxisMotion
        {
            let shape: ScrollAxisMotion.Shape
            if steered {
                shape =
                    position == target && velocity == 0
                    ? .resting : .spring(target: target, omega: ScrollAxisMotion.targetOmega)
            } else {
                shape = velocity == 0 && range.contains(position) ? .resting : .decay(rate: rate)
            }
            return ScrollAxisMotion(position: position, velocity: velocity, shape: shape, time: now)
        }
        let x = axis(offset.x, velocity.x, target.x, range.x), y = axis(offset.y, velocity.y, target.y, range.y)
        let decelerates = x.isMoving || y.isMoving
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        startMotion(ScrollMotion(scrollView: self, x: x, y: y, reason: .deceleration))
    }

    /// The page to settle on: the one the content is mostly on, or the next
    /// one in the direction of a flick.
    private func pageTarget(
        from offset: CGPoint, velocity: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)
    ) -> CGPoint {
        func page(_ value: CGFloat, _ velocity: CGFloat, _ length: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard length > 0 else { return value }
            let position = value / length
            let index: CGFloat =
                velocity > 200 ? position.rounded(.up) : velocity < -200 ? position.rounded(.down) : position.rounded()
            return min(max(index * length, range.lowerBound), range.upperBound)
        }
        return CGPoint(
            x: page(offset.x, velocity.x, bounds.width, range.x), y: page(offset.y, velocity.y, bounds.height, range.y))
    }

    /// Runs `motion` from the next frame on, in place of any under way.
    fileprivate func startMotion(_ motion: ScrollMotion) {
        if let current = self.motion { AnimationEngine.removeFrameObserver(current) }
        self.motion = motion
        AnimationEngine.addFrameObserver(motion)
    }

    /// Ends the motion under way where the content is (a touch, a drag or
    /// an offset set from outside); the delegate is not told it ended.
    func stopMotion() {
        guard let motion else { return }
        AnimationEngine.removeFrameObserver(motion)
        self.motion = nil
        isDecelerating = false
    }

    /// ``ScrollMotion`` moved the content to `offset`.
    func motionMoved(to offset: CGPoint) {
        isApplyingMotion = true
        contentOffset = offset
        isApplyingMotion = false
    }

    /// ``ScrollMotion`` came to rest: the delegate hears how it ended.
    func motionEnded(_ ended: ScrollMotion) {
        AnimationEngine.removeFrameObserver(ended)
        guard motion === ended else { return }
        motion = nil
        switch ended.reason {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animatedOffset:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

/// The scroll view's pan: a touch on the content stops a motion under
/// way, as a finger on a moving list does.
private final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.stopMotion()
        super.touchesBegan(touches, with: event)
    }
}
