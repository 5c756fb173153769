public import Foundation
import TandemGraphics

/// A spinner above a scroll view's content that starts a refresh when the
/// user pulls the content down far enough (pull to refresh).
///
/// Give it to a scroll view (``UIScrollView/refreshControl``, or a table
/// view controller's `refreshControl`) and listen for `.valueChanged`. While
/// the user drags the content down past its top, the control reveals a
/// spinner whose spokes appear one by one as the pull grows; when the pull
/// reaches 110 points during the drag, the control begins
/// refreshing (``isRefreshing`` turns true) and then sends `.valueChanged`,
/// once per drag. While it refreshes, the scroll view's
/// `adjustedContentInset.top` grows by the control's height (60 points, 80
/// with an ``attributedTitle``), so that on release the content rests below
/// the turning spinner; ``endRefreshing()`` takes the space back and
/// scrolls the content up to its top if it sat in that space.
///
/// ``beginRefreshing()`` and ``endRefreshing()`` called in code send no
/// event, as on iOS, and ``beginRefreshing()`` does not scroll. The control
/// sits above the content's top, as wide as the scroll view; its frame is
/// the scroll view's to set. Main actor only.
///
/// Where Tandem differs: iOS does not document the pull distance that
/// triggers a refresh; Tandem's is 110 points (of content offset, past the
/// scroll view's rubber band).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height without a title.
    package static let baseHeight: CGFloat = 60
    /// The extra height a title takes below the spinner.
    package static let titleHeight: CGFloat = 20
    /// How far past the content's top a drag must pull to start a refresh.
    package static let triggerDistance: CGFloat = 110

    /// Whether a refresh is under way: from ``beginRefreshing()`` (or a pull
    /// past the threshold) to ``endRefreshing()``.
    open private(set) var isRefreshing = false

    /// A line drawn under the spinner; nil for none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            scrollView?.refreshControlHeightDidChange()
            setNeedsLayout()
        }
    }

    /// The spinner's color; the secondary label color when nil (unlike
    /// other views, a refresh control does not take its superview's tint).
    open override var tintColor: UIColor! {
        get { ownTint ?? .secondaryLabel }
        set {
            ownTint = newValue
            spinner.color = tintColor
            setNeedsDisplay()
        }
    }

    private var ownTint: UIColor?
    /// The scroll view the control belongs to; set by ``UIScrollView/refreshControl``.
    weak var scrollView: UIScrollView?
    /// How far the content is pulled below its top now, in points (0 when not pulled).
    package private(set) var pullDistance: CGFloat = 0
    /// Whether the drag under way has started a refresh already.
    private var firedDuringDrag = false
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    /// The control's height: 60 points, 80 with a title.
    package var height: CGFloat { Self.baseHeight + (attributedTitle == nil ? 0 : Self.titleHeight) }

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = .clear
        contentMode = .redraw
        spinner.color = tintColor
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// Starts refreshing: the spinner turns and the scroll view keeps room
    /// for it above the content. Sends no event; does nothing while refreshing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        scrollView?.setRefreshInset(height)
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// Stops refreshing: the spinner stops and the room above the content
    /// goes; content resting in that room scrolls up to its top. Sends no
    /// event; does nothing when not refreshing.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.setRefreshInset(0)
        setNeedsDisplay()
    }

    // MARK: Following the scroll view

    /// Places the control above the content's top, stretched over the gap a
    /// pull opens, and starts a refresh when a drag pulls past the threshold.
    func scrollViewDidMove() {
        guard let scrollView else { return }
        let offset = scrollView.contentOffset
        let restingTop = scrollView.adjustedContentInset.top - scrollView.refreshInset
        let pull = max(0, -(offset.y + restingTop))
        let controlHeight = max(height, pull)
        frame = CGRect(
            x: offset.x, y: -scrollView.contentInset.top - controlHeight,
            width: scrollView.bounds.width, height: controlHeight)
        if pull != pullDistance {
            pullDistance = pull
            if !isRefreshing { setNeedsDisplay() }
        }
        if scrollView.isDragging, !isRefreshing, !firedDuringDrag, pull >= Self.triggerDistance {
            firedDuringDrag = true
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    /// The drag ended: the next drag may start a refresh again.
    func scrollViewDidEndDragging() {
        firedDuringDrag = false
    }

    /// The spinner's center: in the middle of the control's bottom 60 points
    /// (above the title, when there is one), so that it follows the content.
    private var spinnerCenter: CGPoint {
        let bandTop = bounds.height - height
        return CGPoint(x: bounds.midX, y: bandTop + Self.baseHeight / 2)
    }

    /// Places the spinner and the title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let center = spinnerCenter
        spinner.frame = CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20)
        titleLabel.frame = CGRect(x: 8, y: center.y + 18, width: max(0, bounds.width - 16), height: Self.titleHeight)
    }

    /// While pulled and not refreshing, draws as many of the spinner's eight
    /// spokes as the pull has earned (all eight at the threshold), clockwise
    /// from the top.
    open override func draw(_ rect: CGRect) {
        guard !isRefreshing, pullDistance > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let spokes = UIActivityIndicatorView.spokes
        let shown = min(spokes, Int((CGFloat(spokes) * pullDistance / Self.triggerDistance).rounded(.up)))
        let center = spinnerCenter
        let radius: CGFloat = 10, length = radius * 0.45, width = max(2, radius * 0.18)
        context.setFillColor(tintColor.resolvedColor(with: traitCollection).cgColor)
        for spoke in 0..<shown {
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: CGFloat(spoke) * 2 * .pi / CGFloat(spokes))
            let bar = CGRect(x: -width / 2, y: -radius, width: width, height: length)
            context.addPath(CGPath(roundedRect: bar, cornerWidth: width / 2, cornerHeight: width / 2, transform: nil))
            context.fillPath()
            context.restoreGState()
        }
    }
}
