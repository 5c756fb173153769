public import Foundation
import TandemGraphics

/// Presents a controller as a sheet: a card over the dimmed presenter,
/// resting at one of its ``detents``, which the user can drag to another
/// detent or down to dismiss.
///
/// Main actor only. The presentation controller of page and form sheets
/// (and of `.automatic`, which is a page sheet). A page sheet spans the
/// window's width; its height is that of the selected detent, measured from
/// the window's bottom — the large detent leaves the safe area's top and a
/// 10-point gap above it, the medium one is half the window's height. A
/// form sheet on a window at least 700 points wide is a centered card of
/// 540 by 620 points (at most the large height) and ignores detents; on a
/// narrower window it is a page sheet. Dragging the card down by more than a
/// third of its smallest detent's height asks to dismiss (see
/// ``UIAdaptivePresentationControllerDelegate``); a shorter drag, or a drag
/// up, settles at the nearest detent and, when that changed, tells a
/// ``UISheetPresentationControllerDelegate``. Nothing is animated in Tandem.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The gap between the safe area's top and a large sheet.
    static let topGap: CGFloat = 10
    /// The narrowest window on which a form sheet is a centered card.
    static let formSheetMinimumWindowWidth: CGFloat = 700
    static let formSheetSize = CGSize(width: 540, height: 620)
    static let defaultCornerRadius: CGFloat = 10

    /// The heights the sheet may rest at; `[.large()]` by default. An empty list means `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { relayout() } }
    /// The detent the sheet rests at; nil (or an identifier not in
    /// ``detents``) means the smallest one. The user's drags set it.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { relayout() } }
    /// The largest detent at which the presenter is not dimmed and still
    /// receives touches; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { relayout() } }
    /// Whether a grabber capsule is drawn at the top of the sheet; false by default.
    open var prefersGrabberVisible = false { didSet { sheetView.grabber.isHidden = !prefersGrabberVisible } }
    /// The sheet's corner radius; 10 points when nil.
    open var preferredCornerRadius: CGFloat? {
        didSet { sheetView.layer.cornerRadius = preferredCornerRadius ?? Self.defaultCornerRadius }
    }
    /// Whether scrolling to the top edge expands the sheet (accepted; Tandem's sheets change detent only by dragging the card).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (accepted; Tandem ignores it).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet follows the preferred content width (accepted; Tandem ignores it).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    private let dimmingView = UIView()
    private lazy var sheetView: SheetView = {
        let sheet = SheetView(frame: .zero)
        sheet.layer.cornerRadius = Self.defaultCornerRadius
        sheet.panRecognizer.addTarget(self, action: UISheetPresentationController.handleDrag)
        return sheet
    }()
    /// The sheet's height when the drag in progress began, and how far it moved down since.
    private var drag: (startHeight: CGFloat, offset: CGFloat)?

    /// Creates a sheet presentation controller for `presentedViewController`.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    /// Runs `changes` (changes of detents or selection); Tandem does not animate them.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// The card holding the presented controller's view.
    open override var presentedView: UIView? {
        sheetView.embed(presentedViewController.view)
        return sheetView
    }

    /// The sheet does not cover the container: the dimmed presenter shows around it.
    open override var shouldPresentInFullscreen: Bool { false }

    /// Where the card is: at the selected detent (following a drag in progress), or centered for a wide form sheet.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container else { return .zero }
        let bounds = container.bounds
        let offset = drag?.offset ?? 0
        if isCenteredFormSheet {
            let size = CGSize(
                width: min(Self.formSheetSize.width, bounds.width),
                height: min(Self.formSheetSize.height, maximumHeight))
            let origin = CGPoint(
                x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded())
            return CGRect(origin: CGPoint(x: origin.x, y: origin.y + max(0, offset)), size: size)
        }
        var height = drag?.startHeight ?? restingHeight
        var top = bounds.height - height
        if offset < 0 {
            // Dragged up: the card grows, up to the largest detent.
            height = min(height - offset, resolvedDetents.last?.height ?? height)
            top = bounds.height - height
        } else {
            top += offset
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: height)
    }

    /// Adds the dimming view below the card.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        updateDimming()
        // The dimming fades in with the sheet's rise, as UIKit's does.
        if let coordinator = presentedViewController.transitionCoordinator {
            let dimming = dimmingView
            UIView.performWithoutAnimation { dimming.alpha = 0 }
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    /// Fades the dimming out with the sheet's descent (back in when the dismissal is cancelled).
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let coordinator = presentedViewController.transitionCoordinator else { return }
        let dimming = dimmingView
        coordinator.animate(
            alongsideTransition: { _ in dimming.alpha = 0 },
            completion: { context in if context.isCancelled { dimming.alpha = 1 } })
    }

    /// Shows or hides the dimming as the selected detent requires.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        updateDimming()
    }

    // MARK: Detents

    /// Whether this is a form sheet on a window wide enough to center it.
    private var isCenteredFormSheet: Bool {
        presentationStyle == .formSheet && (container?.bounds.width ?? 0) >= Self.formSheetMinimumWindowWidth
    }

    /// The tallest the sheet can be: the container below the safe area's top and the gap.
    private var maximumHeight: CGFloat {
        guard let container else { return 0 }
        return max(0, container.bounds.height - container.safeAreaInsets.top - Self.topGap)
    }

    /// The detents' heights, shortest first (the centered form sheet's one height when it is one).
    private var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        guard let container else { return [] }
        if isCenteredFormSheet { return [(.large, frameOfPresentedViewInContainerView.height)] }
        let context = SheetDetentContext(
            containerTraitCollection: container.traitCollection, maximumDetentValue: maximumHeight,
            containerHeight: container.bounds.height)
        let resolved = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolve(context).map { (identifier: detent.identifier, height: $0) }
        }
        return resolved.isEmpty ? [(.large, maximumHeight)] : resolved.sorted { $0.height < $1.height }
    }

    /// The selected detent, or the smallest.
    private var restingDetent: (identifier: Detent.Identifier, height: CGFloat)? {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
    }

    private var restingHeight: CGFloat { restingDetent?.height ?? maximumHeight }

    private func updateDimming() {
        var dimmed = true
        if let undimmed = largestUndimmedDetentIdentifier,
            let limit = resolvedDetents.first(where: { $0.identifier == undimmed })?.height
        {
            dimmed = restingHeight > limit
        }
        dimmingView.isHidden = !dimmed
        container?.passesTouchesThrough = !dimmed
    }

    private func relayout() {
        container?.setNeedsLayout()
    }

    // MARK: Dragging

    /// Follows the user's drag of the card; at the end, settles at the
    /// nearest detent or, past a third of the smallest one, asks to dismiss.
    private func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let container else { return }
        let offset = pan.translation(in: container).y
        switch pan.state {
        case .began, .changed:
            drag = (drag?.startHeight ?? restingHeight, offset)
            relayout()
        case .ended:
            let startHeight = drag?.startHeight ?? restingHeight
            drag = nil
            // A flick goes where its speed would carry it, as a scroll view's
            // content decelerates (`UIScrollView.DecelerationRate.normal`): a
            // quick swipe down dismisses however short, as on iOS, and a
            // finger that stopped before lifting settles where it is.
            let rate = UIScrollView.DecelerationRate.normal.rawValue
            let projection = pan.velocity(in: container).y * rate / (1 - rate) / 1000
            settle(atHeight: startHeight - offset - projection)
        default:
            drag = nil
            relayout()
        }
    }

    private func settle(atHeight height: CGFloat) {
        let resolved = resolvedDetents
        guard let smallest = resolved.first else { return }
        relayout()
        if height < smallest.height * 2 / 3 {
            userRequestedDismissal()
            return
        }
        guard !isCenteredFormSheet,
            let nearest = resolved.min(by: { abs($0.height - height) < abs($1.height - height) }),
            nearest.identifier != restingDetent?.identifier
        else { return }
        selectedDetentIdentifier = nearest.identifier
        (delegate as? UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
