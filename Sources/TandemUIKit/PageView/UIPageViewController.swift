public import Foundation
import TandemGraphics
import TandemSupport

/// A container that shows one page (a view controller) at a time and
/// changes page when the user swipes, asking its data source for the pages
/// before and after.
///
/// Main actor only. The pages lie side by side (or one above the other) in
/// a paging scroll view, with Tandem's scroll physics: a swipe past half a
/// page or a flick changes page; a shorter one springs back. As the swipe
/// starts toward a page, the delegate hears `willTransitionTo` and that page
/// becomes a child and begins to appear while the shown one begins to
/// disappear; when the scroll view settles, the appearance ends (or is
/// reversed, when it went back) and the delegate hears
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`.
/// Only the shown page is a child between swipes; its neighbors' views wait
/// in the scroll view. When the data source's `presentationCount(for:)` is
/// more than 0, a page control at the bottom shows the pages.
/// The `.pageCurl` style slides its pages as `.scroll` does (Tandem draws no
/// curl) and shows one page at a time.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow each other along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll style, `.min` (or the option given) for page curl.
    open private(set) var spineLocation: SpineLocation
    /// Whether pages have a back (page curl with two pages); Tandem shows one side.
    open var isDoubleSided = false
    /// The space between pages of the scroll style, in points.
    let interPageSpacing: CGFloat

    /// The delegate told about swipes; held weakly.
    open weak var delegate: UIPageViewControllerDelegate?
    /// The data source of the neighboring pages; held weakly. Without one, swiping does nothing.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { loadNeighbors() }
    }

    /// The page shown, and its neighbors waiting in the scroll view.
    private(set) var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The neighbor a swipe in progress moves toward.
    private var pending: UIViewController?

    /// The pages' scroll view and the page control over them, made with the view.
    let pageScrollView = PageScrollView()
    let pageControl = UIPageControl()
    private lazy var scrollCoordinator = PageScrollCoordinator(controller: self)

    /// Creates a page view controller; `options` may give
    /// ``OptionsKey/spineLocation`` (page curl) and ``OptionsKey/interPageSpacing`` (scroll).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = max(0, Self.number(options?[.interPageSpacing]) ?? 0)
        if style == .scroll {
            spineLocation = .none
        } else {
            let raw = Self.number(options?[.spineLocation]).map { Int($0) }
            spineLocation = raw.flatMap(SpineLocation.init(rawValue:)) ?? .min
        }
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a horizontal scroll-style page view controller; nibs do not exist on Linux.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// Controllers are not archived on Linux; this creates a horizontal page-curl controller, UIKit's archived default.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        case let value as SpineLocation: CGFloat(value.rawValue)
        default: nil
        }
    }

    /// The pages shown: the current one (nil before the first ``setViewControllers(_:direction:animated:completion:)``).
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The recognizers of page-curl controllers' taps and pans; empty here,
    /// as for the scroll style (Tandem's pages follow the scroll view's pan).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// Shows `viewControllers` (one page; a page curl with a mid spine would
    /// take two, of which Tandem shows the first) without telling the
    /// delegate; `completion` runs with true once the page shows (at once:
    /// Tandem does not animate the change). No controllers, or more than
    /// the spine takes, is reported and ignored, as UIKit raises.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let expected = spineLocation == .mid ? 2 : 1
        guard let viewControllers, let page = viewControllers.first,
            viewControllers.count == expected || viewControllers.count == 1
        else {
            Diagnostics.report(
                "UIPageViewController",
                "setViewControllers needs \(expected) view controller(s) for spine location \(spineLocation), got \(viewControllers?.count ?? 0); ignored"
            )
            return
        }
        if let pending { drop(pending) }
        pending = nil
        if let old = current, old !== page {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        if page.parent !== self {
            // A neighbor's view waits in the scroll view; it leaves and comes
            // back as a child's, so that it appears as the page shown.
            page.viewIfLoaded?.removeFromSuperview()
            addChild(page)
            current = page
            if isViewLoaded { pageScrollView.addSubview(page.view) }
            page.didMove(toParent: self)
        }
        current = page
        if let count = dataSource?.presentationCount(for: self), count > 0 {
            pageControl.numberOfPages = count
            pageControl.currentPage = min(max(0, dataSource?.presentationIndex(for: self) ?? 0), count - 1)
        }
        loadNeighbors()
        completion?(true)
    }

    // MARK: Neighbors

    /// Asks the data source for the shown page's neighbors and puts their
    /// views beside it (they are not children until a swipe reaches them).
    func loadNeighbors() {
        for neighbor in [before, after].compactMap({ $0 }) where neighbor !== current && neighbor.parent == nil {
            neighbor.viewIfLoaded?.removeFromSuperview()
        }
        before = nil
        after = nil
        if let current, let dataSource {
            before = dataSource.pageViewController(self, viewControllerBefore: current).flatMap {
                $0 === current ? nil : $0
            }
            after = dataSource.pageViewController(self, viewControllerAfter: current).flatMap {
                $0 === current || $0 === before ? nil : $0
            }
        }
        if isViewLoaded {
            for neighbor in [before, after].compactMap({ $0 }) where neighbor.view.superview !== pageScrollView {
                pageScrollView.addSubview(neighbor.view)
            }
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The pages in the scroll view, first to last.
    var slots: [UIViewController] { [before, current, after].compactMap { $0 } }

    /// The length of a page along the navigation axis, spacing included.
    var pageStride: CGFloat {
        let size = pageScrollView.bounds.size
        return (navigationOrientation == .horizontal ? size.width : size.height)
    }

    /// Lays the pages out and scrolls to the shown one, unless a swipe is under way.
    func layoutPages() {
        let size = pageScrollView.bounds.size
        let horizontal = navigationOrientation == .horizontal
        let pages = slots
        for (index, page) in pages.enumerated() {
            guard let view = page.viewIfLoaded else { continue }
            let origin = CGFloat(index) * pageStride
            view.frame =
                horizontal
                ? CGRect(
                    x: origin + interPageSpacing / 2, y: 0, width: size.width - interPageSpacing, height: size.height)
                : CGRect(
                    x: 0, y: origin + interPageSpacing / 2, width: size.width, height: size.height - interPageSpacing)
        }
        let length = CGFloat(pages.count) * pageStride
        pageScrollView.contentSize =
            horizontal ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)
        guard !pageScrollView.isDragging, !pageScrollView.isDecelerating, pending == nil, let current,
            let index = pages.identityIndex(of: current)
        else { return }
        let offset = CGFloat(index) * pageStride
        pageScrollView.contentOffset = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    }

    // MARK: Swipes

    /// The scroll view moved: once it leaves the shown page toward a
    /// neighbor, that neighbor becomes the pending page.
    func pagesDidScroll() {
        guard let current, pageStride > 0, pageScrollView.isDragging || pageScrollView.isDecelerating else { return }
        let pages = slots
        guard let index = pages.identityIndex(of: current) else { return }
        let offset =
            navigationOrientation == .horizontal ? pageScrollView.contentOffset.x : pageScrollView.contentOffset.y
        let position = offset / pageStride - CGFloat(index)
        let toward: UIViewController? = position > 0.001 ? after : position < -0.001 ? before : nil
        guard let toward, toward !== pending else { return }
        if let pending { drop(pending) }
        pending = toward
        delegate?.pageViewController(self, willTransitionTo: [toward])
        addChild(toward)
        guard isShown else { return }
        toward.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
    }

    /// Whether the page view controller is on screen, so that its pages get appearance callbacks.
    private var isShown: Bool {
        viewIfLoaded?.window != nil && (appearanceState == .appeared || appearanceState == .appearing)
    }

    /// The scroll view came to rest: the page it rests on is shown.
    func pagesDidSettle() {
        guard let current, let pending, pageStride > 0 else { return }
        let offset =
            navigationOrientation == .horizontal ? pageScrollView.contentOffset.x : pageScrollView.contentOffset.y
        let restingIndex = Int((offset / pageStride).rounded())
        let pages = slots
        let completed = pages.indices.contains(restingIndex) && pages[restingIndex] === pending
        self.pending = nil
        let shown = isShown
        if completed {
            if shown {
                pending.endAppearanceTransition()
                current.endAppearanceTransition()
            }
            pending.didMove(toParent: self)
            current.willMove(toParent: nil)
            current.removeFromParent()
            self.current = pending
            if pageControl.numberOfPages > 0 {
                let step = pending === after ? 1 : -1
                pageControl.currentPage = min(max(0, pageControl.currentPage + step), pageControl.numberOfPages - 1)
            }
            // The old page's view stays as a neighbor if the data source gives it back.
            loadNeighbors()
            if current.parent == nil, !slots.contains(where: { $0 === current }) {
                current.viewIfLoaded?.removeFromSuperview()
            }
        } else {
            // Back where it started: the appearance is reversed.
            if shown {
                pending.beginAppearanceTransition(false, animated: true)
                pending.endAppearanceTransition()
                current.beginAppearanceTransition(true, animated: true)
                current.endAppearanceTransition()
            }
            pending.willMove(toParent: nil)
            pending.removeFromParent()
        }
        layoutPages()
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
    }

    /// A pending page the swipe turned away from: it stops appearing and is no longer a child.
    private func drop(_ page: UIViewController) {
        if isShown {
            page.beginAppearanceTransition(false, animated: true)
            page.endAppearanceTransition()
            current?.beginAppearanceTransition(true, animated: true)
        }
        page.willMove(toParent: nil)
        page.removeFromParent()
    }

    // MARK: The view

    /// The container: the pages' scroll view and the page control.
    open override func loadView() {
        let container = PageContainerView(controller: self)
        pageScrollView.isPagingEnabled = true
        pageScrollView.showsHorizontalScrollIndicator = false
        pageScrollView.showsVerticalScrollIndicator = false
        pageScrollView.delegate = scrollCoordinator
        container.addSubview(pageScrollView)
        pageControl.isUserInteractionEnabled = false
        container.addSubview(pageControl)
        view = container
    }

    /// Puts the shown page and its neighbors in the scroll view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for page in slots { pageScrollView.addSubview(page.view) }
    }
}
