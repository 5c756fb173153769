public import Foundation
import TandemGraphics

/// A section's header or footer in a table view: a ``contentView`` for your
/// content, or a ``contentConfiguration``, or the classic ``textLabel``.
///
/// Register a class with `register(_:forHeaderFooterViewReuseIdentifier:)`
/// and dequeue it in `tableView(_:viewForHeaderInSection:)`; the table
/// reuses it as sections scroll by, calling ``prepareForReuse()`` first.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it is reused under.
    open private(set) var reuseIdentifier: String?
    /// The view that holds the content; a ``contentConfiguration`` replaces it.
    open private(set) var contentView = UIView()
    private var classicText: UILabel?

    /// Creates a view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Header views are not archived on Linux: this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Makes a view of a class registered with a table view, through the
    /// class's `init(reuseIdentifier:)` (yours, when you override it).
    /// Tandem's stand-in for Objective-C's dynamic initialization; you never
    /// need to call or override it.
    public required convenience init(registeredViewWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The classic label, made on first use.
    open var textLabel: UILabel? {
        if let classicText { return classicText }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        classicText = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// The content as a configuration; setting one replaces ``contentView``
    /// with the view it makes (or updates it when it supports the configuration).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let configuration = contentConfiguration else { return }
            if let current = contentView as? (UIView & UIContentView), current.supports(configuration) {
                current.configuration = configuration
                return
            }
            let view = configuration.makeContentView()
            insertSubview(view, aboveSubview: contentView)
            contentView.removeFromSuperview()
            contentView = view
            classicText = nil
            setNeedsLayout()
        }
    }

    /// A header configuration for the table's style (set by the table when
    /// it shows the view; a plain header before that).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    /// The style of the table showing the view.
    var tableStyle: UITableView.Style = .plain

    /// Resets the view before it is reused; override to reset your own state.
    open func prepareForReuse() {}

    /// Lays out the background, the content view and the classic label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let classicText {
            let layout = classicLayout
            let natural = layout.frames(width: bounds.width, image: nil, text: classicText, secondary: nil)
            classicText.frame = ListContentLayout.centered(natural, in: bounds.height).text
        }
    }

    private var classicLayout: ListContentLayout {
        let margins =
            tableStyle == .plain
            ? NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
            : NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20)
        return ListContentLayout(margins: margins, sideBySide: false, minimumHeight: 0)
    }

    /// The height the content needs at `width`; nil when its constraints give none.
    func fittingHeight(width: CGFloat) -> CGFloat? {
        if contentView is SelfMeasuringView { return contentView.sizeThatFits(CGSize(width: width, height: 0)).height }
        if let classicText, contentView.subviews.allSatisfy({ $0 === classicText }) {
            return classicLayout.frames(width: width, image: nil, text: classicText, secondary: nil).height
        }
        let height = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        return height > 0 ? height : nil
    }
}
