public import Foundation
import TandemGraphics
import TandemSupport

/// Presents a controller as a popover: a card with an arrow pointing at a
/// source view, rectangle or bar button item, on a horizontally regular
/// width; adapted on a compact one.
///
/// Main actor only. The presentation controller of the `.popover`
/// presentation style, made by ``UIViewController/popoverPresentationController``.
/// At the start of the presentation the delegate gets
/// `prepareForPopoverPresentation(_:)`; then, when the container is
/// horizontally compact, `adaptivePresentationStyle(for:traitCollection:)`
/// decides: `.none` keeps the popover, `.fullScreen` and `.overFullScreen`
/// cover the window (the presenter stays in Tandem), anything else (and the
/// default, `.automatic`) shows a page sheet — ``adaptiveSheetPresentationController``.
/// The card's size is the presented controller's `preferredContentSize`
/// (320 × 480 points when zero), within the window's safe area less
/// ``popoverLayoutMargins``; it goes below the source when it fits there,
/// else above, right or left (among ``permittedArrowDirections``), else on
/// the roomiest side, shrunk. Nothing is dimmed; a tap outside the card
/// (but not on one of ``passthroughViews``) dismisses the popover when the
/// delegate agrees (`popoverPresentationControllerShouldDismissPopover`,
/// `presentationControllerShouldDismiss`, and `isModalInPresentation`).
/// Animated, the card fades in and out over 0.2 s (an adapted sheet covers
/// vertically, as sheets do).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The card's size when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The view the arrow points at (with ``sourceRect``).
    open var sourceView: UIView? { didSet { relayout() } }
    /// The rectangle in ``sourceView``'s coordinates the arrow points at; `.zero` means its bounds.
    open var sourceRect: CGRect = .zero { didSet { relayout() } }
    /// The bar button item the arrow points at; takes precedence over ``sourceView``.
    open var barButtonItem: UIBarButtonItem? { didSet { relayout() } }
    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { relayout() } }
    /// The direction the arrow points; `.unknown` before the popover shows, or when it was adapted.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The card's color; `systemBackground` when nil.
    open var backgroundColor: UIColor? {
        didSet { popoverView.fillColor = backgroundColor ?? .systemBackground }
    }
    /// Views that stay usable while the popover shows: touches on them do not dismiss it.
    open var passthroughViews: [UIView]?
    /// How far the card keeps from the edges of the window's safe area; 10 points each by default.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) { didSet { relayout() } }
    /// Whether the card may cover the source (accepted; Tandem never overlaps it unless there is no room).
    open var canOverlapSourceViewRect = false

    /// The sheet the popover becomes when adapted to a compact width, made on
    /// first use so its detents can be set before presenting.
    open private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController =
        UISheetPresentationController(
            presentedViewController: self.presentedViewController, presenting: self.presenting)

    private let popoverView = PopoverView()
    private let outside = PopoverOutsideView()
    /// The style the presentation took at its start: `.popover`, or what it adapted to.
    private(set) var adaptedStyle: UIModalPresentationStyle = .popover

    /// Creates a popover presentation controller for `presentedViewController`.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        outside.onTap = { [weak self] in self?.tappedOutside() }
    }

    private var isSheet: Bool {
        adaptedStyle != .popover && adaptedStyle != .fullScreen && adaptedStyle != .overFullScreen
    }

    /// The popover's card, the adapted sheet's card, or the presented view when full screen.
    open override var presentedView: UIView? {
        if isSheet { return adaptiveSheetPresentationController.presentedView }
        if adaptedStyle != .popover { return presentedViewController.view }
        popoverView.embed(presentedViewController.view)
        return popoverView
    }

    /// A popover covers only its card.
    open override var shouldPresentInFullscreen: Bool { adaptedStyle == .fullScreen || adaptedStyle == .overFullScreen }

    /// The card (with its arrow) next to the source, the adapted sheet's frame, or the whole container.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container else { return .zero }
        if isSheet { return adaptiveSheetPresentationController.frameOfPresentedViewInContainerView }
        if adaptedStyle != .popover { return container.bounds }
        return placement(in: container).frame
    }

    /// Decides the adaptation, then sets up the popover (or the sheet).
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard let container else { return }
        adaptedStyle = .popover
        // The container joins the window after this: the presenter's window has the traits to adapt to.
        let traits = presenting?.viewIfLoaded?.window?.traitCollection ?? container.traitCollection
        if traits.horizontalSizeClass == .compact {
            let asked = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
            switch asked {
            case .none, .popover: adaptedStyle = .popover
            case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: adaptedStyle = .fullScreen
            case .formSheet: adaptedStyle = .formSheet
            default: adaptedStyle = .pageSheet
            }
        }
        if isSheet {
            arrowDirection = .unknown
            let sheet = adaptiveSheetPresentationController
            sheet.presenting = presenting
            sheet.container = container
            sheet.delegate = delegate
            sheet.presentationTransitionWillBegin()
            return
        }
        guard adaptedStyle == .popover else { return }
        if anchor(in: container) == nil {
            Diagnostics.report(
                "UIPopoverPresentationController",
                "a popover needs a sourceView or a barButtonItem in the window; it is shown centered, without an arrow")
        }
        outside.frame = container.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.passthroughViews = { [weak self] in self?.passthroughViews ?? [] }
        container.insertSubview(outside, at: 0)
        container.passesTouchesThrough = true
    }

    /// Follows the source (and the adapted sheet's dimming) as the container lays out.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if isSheet { adaptiveSheetPresentationController.containerViewWillLayoutSubviews() }
    }

    /// The adapted sheet's container goes with the presentation's.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if isSheet { adaptiveSheetPresentationController.container = nil }
        outside.removeFromSuperview()
    }

    // MARK: Placement

    /// The rectangle the arrow points at, in `container`'s coordinates (the
    /// window's while the container is not in it yet: it covers the window);
    /// nil without a source in a window.
    private func anchor(in container: UIView) -> CGRect? {
        let source: (view: UIView, rect: CGRect)?
        if let button = barButtonItem?.shownButton, button.window != nil {
            source = (button, button.bounds)
        } else if let sourceView, sourceView.window != nil {
            source = (sourceView, sourceRect == .zero ? sourceView.bounds : sourceRect)
        } else {
            source = nil
        }
        guard let source else { return nil }
        let inWindow = source.view.convert(source.rect, to: nil)
        return container.window == nil ? inWindow : container.convert(inWindow, from: nil)
    }

    private func placement(in container: UIView) -> PopoverPlacement {
        let safe = container.safeAreaInsets
        let margins = popoverLayoutMargins
        let area = container.bounds.inset(
            by: UIEdgeInsets(
                top: safe.top + margins.top, left: safe.left + margins.left, bottom: safe.bottom + margins.bottom,
                right: safe.right + margins.right))
        let preferred = presentedViewController.preferredContentSize
        let content =
            preferred.width > 0 && preferred.height > 0
            ? preferred
            : CGSize(
                width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
                height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        let placed: PopoverPlacement
        if let anchor = anchor(in: container), !permittedArrowDirections.intersection(.any).isEmpty {
            placed = PopoverPlacement.place(
                content: content, anchor: anchor, in: area, permitted: permittedArrowDirections.intersection(.any))
        } else {
            placed = PopoverPlacement.centered(content: content, in: area)
        }
        arrowDirection = placed.direction
        popoverView.placement = placed
        return placed
    }

    private func relayout() {
        container?.setNeedsLayout()
    }

    // MARK: Dismissal

    /// A tap outside the card: dismisses the popover when the delegate agrees.
    private func tappedOutside() {
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        if popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false { return }
        userRequestedDismissal { [weak self] in
            guard let self else { return }
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}
