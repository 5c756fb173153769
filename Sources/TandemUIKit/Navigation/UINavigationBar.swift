/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics

/// The bar at the top of a navigation controller: the top item's title in
/// the middle, its bar button items at the sides, and a back button to the
/// previous item.
///
/// Main actor only. The bar's row is 44 points tall, below the safe area's
/// top. With ``prefersLargeTitles`` and a top item whose
/// `largeTitleDisplayMode` resolves to large, the bar is 96 points tall: the
/// row (without the inline title) and, under it, the title in 34-point bold
/// text, left-aligned at 16 points. The back button shows the previous
/// item's `backBarButtonItem` title, else what its `backButtonDisplayMode`
/// picks (its `backButtonTitle`, its title, or "Back").
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// To UI automation, a navigation bar named by its top item's title.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.label = topItem?.title
        defaults.role = .navigationBar
        return defaults
    }

    /// The height of the bar's row, without the safe area above it.
    static let barHeight: CGFloat = 44
    /// The height of the large title's area under the row.
    static let largeTitleHeight: CGFloat = 52
    static let largeTitleMargin: CGFloat = 16
    /// The height of the search bar's area under the title, when the top
    /// item has a search controller (more with its scope bar showing).
    static let searchAreaHeight: CGFloat = 52

    /// The items, bottom to top (the navigation controller keeps them).
    open internal(set) var items: [UINavigationItem]? {
        didSet { reload() }
    }
    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item the back button returns to.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    /// The bar's background color when its appearance has a blurred
    /// background and no color of its own (UIKit's pre-iOS 13 way); nil by default.
    open var barTintColor: UIColor? {
        didSet {
            applyAppearance()
            appearancePropertyDidChange(.barTintColor, value: barTintColor) { (bar: UINavigationBar, value) in
                bar.barTintColor = value
            }
        }
    }
    /// Whether the bar is translucent (accepted; the appearance decides what is drawn).
    open var isTranslucent = true

    /// The look of the bar at its standard height while content is scrolled
    /// under it (and whenever no other appearance applies); the default
    /// background unless set. Assigning copies the appearance.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copy()
            applyAppearance()
            appearancePropertyDidChange(.standardAppearance, value: standardAppearance) {
                (bar: UINavigationBar, value) in
                bar.standardAppearance = value
            }
        }
    }
    private var standardAppearanceStorage = UINavigationBarAppearance()
    /// The look in a compact-height environment; nil uses ``standardAppearance``. Assigning copies it.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = newValue?.copy()
            applyAppearance()
            appearancePropertyDidChange(.compactAppearance, value: compactAppearance) { (bar: UINavigationBar, value) in
                bar.compactAppearance = value
            }
        }
    }
    private var compactAppearanceStorage: UINavigationBarAppearance?
    /// The look while the navigation controller's content is scrolled to its
    /// top edge; nil uses the standard appearance with a transparent
    /// background (iOS 15). Only a bar a navigation controller manages
    /// reaches its scroll edge. Assigning copies it.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = newValue?.copy()
            applyAppearance()
            appearancePropertyDidChange(.scrollEdgeAppearance, value: scrollEdgeAppearance) {
                (bar: UINavigationBar, value) in
                bar.scrollEdgeAppearance = value
            }
        }
    }
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// The scroll-edge look in a compact-height environment; nil uses
    /// ``scrollEdgeAppearance``. Assigning copies it.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = newValue?.copy()
            applyAppearance()
            appearancePropertyDidChange(.compactScrollEdgeAppearance, value: compactScrollEdgeAppearance) {
                (bar: UINavigationBar, value) in
                bar.compactScrollEdgeAppearance = value
            }
        }
    }
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// The inline title's attributes when the appearance in use has none (UIKit's pre-iOS 13 way).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            applyAppearance()
            appearancePropertyDidChange(.titleTextAttributes, value: titleTextAttributes) {
                (bar: UINavigationBar, value) in
                bar.titleTextAttributes = value
            }
        }
    }
    /// The large title's attributes when the appearance in use has none.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            applyAppearance()
            appearancePropertyDidChange(.largeTitleTextAttributes, value: largeTitleTextAttributes) {
                (bar: UINavigationBar, value) in
                bar.largeTitleTextAttributes = value
            }
        }
    }

    /// Whether the navigation controller's content is at its top scroll
    /// edge (set by the controller; a bar without one never is).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { applyAppearance() } }
    }
    /// What draws the bar's background and shadow from its appearance.
    let backgroundView = BarBackgroundView(shadowEdge: .bottom)
    /// Whether the bar shows large titles for items whose
    /// `largeTitleDisplayMode` allows them; false by default.
    open var prefersLargeTitles = false {
        didSet {
            guard prefersLargeTitles != oldValue else { return }
            reload()
        }
    }

    /// Runs when the back button is tapped.
    var onBack: (() -> Void)?

    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    /// Clips the large title to its area as the area shrinks.
    let largeTitleArea = UIView()
    /// How far the content under the bar has scrolled the large title's
    /// area up: 0 at rest, up to ``largeTitleHeight`` when it has collapsed
    /// into the bar, negative while a pull stretches it (set by the
    /// navigation controller from its content scroll view).
    var largeTitleCollapse: CGFloat = 0 {
        didSet { if largeTitleCollapse != oldValue { largeTitleCollapseDidChange() } }
    }
    var backButton: UIButton?
    /// The back button's titles to try, longest first: the first with
    /// which the title fits centered is shown (``layoutSubviews()``).
    private var backTitles: [String] = []
    private weak var shownTitleView: UIView?
    private weak var shownSearchBar: UISearchBar?
    var leftButtons: [UIButton] = []
    var rightButtons: [UIButton] = []

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        finishInit()
    }

    /// Bars are not archived on Linux; this makes an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        addSubview(backgroundView)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        largeTitleLabel.textAlignment = .left
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isHidden = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        applyAppearance()
    }

    /// Whether the top item's title is shown large: the bar prefers large
    /// titles and the first item from the top that is not `.automatic` is
    /// `.always` (all `.automatic` counts as large).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height without the safe area above it: the row, the large
    /// title's area when shown, and the search bar's area when the top item
    /// has one. (A pull's stretch of the large title adds to the bar's
    /// frame, ``largeTitleStretch``, not to this height, which the safe area follows.)
    var contentHeight: CGFloat { titleAreaHeight - largeTitleStretch + searchAreaHeight }

    /// The bar's height without the safe area above it when the large
    /// title has neither collapsed nor stretched.
    var expandedContentHeight: CGFloat {
        Self.barHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) + searchAreaHeight
    }

    /// The row and what the large title's area shows of itself.
    private var titleAreaHeight: CGFloat { Self.barHeight + (showsLargeTitle ? largeTitleAreaHeight : 0) }

    /// The search bar's area: 52 points, with its scope bar's row when that shows.
    private var searchAreaHeight: CGFloat {
        guard let searchBar = topItem?.searchController?.searchBar else { return 0 }
        return Self.searchAreaHeight + searchBar.intrinsicContentSize.height - UISearchBar.barHeight
    }

    /// The bar's items take the appearance proxies' values for where the
    /// bar is now: it may have been in no window, or elsewhere, when they were shown.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, AppearanceProxies.isActive { reload() }
    }

    /// A change of size class may call for the compact appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { applyAppearance() }
    }

    /// The bar's size: the width proposed and its content height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight)
    }

    /// Rebuilds the title and buttons from the items; the container re-places
    /// the bar, whose height may have changed.
    func reload() {
        for item in items ?? [] { item.onChange = { [weak self] in self?.reload() } }
        backButton?.removeFromSuperview()
        backButton = nil
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = []
        rightButtons = []
        if let shownTitleView, shownTitleView.superview === self { shownTitleView.removeFromSuperview() }
        shownTitleView = nil
        let searchController = topItem?.searchController
        if let shownSearchBar, shownSearchBar !== searchController?.searchBar, shownSearchBar.superview === self {
            shownSearchBar.removeFromSuperview()
        }
        shownSearchBar = nil
        if let searchController {
            searchController.hostingNavigationBar = self
            if searchController.searchBar.superview !== self { addSubview(searchController.searchBar) }
            shownSearchBar = searchController.searchBar
        }
        superview?.setNeedsLayout()
        setNeedsLayout()
        defer { applyAppearance() }
        guard let item = topItem else {
            titleLabel.text = nil
            largeTitleLabel.text = nil
            updateTitleVisibility()
            return
        }
        titleLabel.text = item.title
        largeTitleLabel.text = item.title
        updateTitleVisibility()
        if let titleView = item.titleView {
            addSubview(titleView)
            shownTitleView = titleView
        }
        if let back = backItem, !item.hidesBackButton,
            item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton
        {
            let button = UIButton(type: .system)
            backTitles = Self.backTitles(to: back)
            let title = backTitles[0]
            button.setTitle(title, for: .normal)
            // The chevron (or the appearance's back indicator) is the image, set with the appearance.
            // It is drawn, not read: iOS names the button by the title ("Back" when none).
            button.accessibilityLabel = title.isEmpty ? "Back" : title
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        let rebuild: () -> Void = { [weak self] in self?.reload() }
        leftButtons = (item.leftBarButtonItems ?? []).map { $0.makeButton(in: self, onChange: rebuild) }
        rightButtons = (item.rightBarButtonItems ?? []).map { $0.makeButton(in: self, onChange: rebuild) }
        for button in leftButtons + rightButtons { addSubview(button) }
    }

    /// The titles the back button to `item` may show, longest first (empty:
    /// the chevron alone). As iOS does, the default mode falls back to
    /// "Back", then to the chevron, when the title would not fit.
    private static func backTitles(to item: UINavigationItem) -> [String] {
        if let custom = item.backBarButtonItem { return [custom.title ?? ""] }
        switch item.backButtonDisplayMode {
        case .minimal: return [""]
        case .generic: return ["Back", ""]
        case .default:
            let own = item.backButtonTitle ?? item.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
            return own == "Back" ? ["Back", ""] : [own, "Back", ""]
        }
    }

    /// Gives the back button the longest of its titles with which the
    /// buttons leave room for the title centered in the bar: UIKit's rule,
    /// the previous item's title when it fits, else "Back", else the
    /// chevron alone. A button's frame ends 8 points after its content,
    /// and the centered title may start there.
    private func fitBackTitle(titleWidth: CGFloat) {
        guard let backButton, backTitles.count > 1 else { return }
        let others = leftButtons.reduce(0) { $0 + $1.intrinsicContentSize.width + 16 }
        let room = (bounds.width - titleWidth) / 2
        for title in backTitles {
            if (backButton.currentTitle ?? "") != title {
                backButton.setTitle(title, for: .normal)
                backButton.accessibilityLabel = title.isEmpty ? "Back" : title
            }
            if title.isEmpty || 8 + backButton.intrinsicContentSize.width + 8 + others <= room { return }
        }
    }

    /// Places the buttons at the sides of the row, the title (or title view)
    /// in the middle of the space left, and the large title under the row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = bounds.height - contentHeight - largeTitleStretch
        if let searchBar = shownSearchBar {
            // The bar's 56-point row starts 4 points into the title area, so
            // that its field ends 10 points above the search area's bottom
            // (its scope bar's row, when shown, below that).
            let lift = UISearchBar.barHeight - Self.searchAreaHeight
            searchBar.frame = CGRect(
                x: 0, y: top + titleAreaHeight - lift, width: bounds.width, height: searchAreaHeight + lift)
            searchBar.searchController?.layoutOverlay()
        }
        let showsTitle = !titleLabel.isHidden && !(titleLabel.text ?? "").isEmpty
        fitBackTitle(titleWidth: showsTitle ? titleLabel.intrinsicContentSize.width : 0)
        var leading: CGFloat = 8
        // Where the buttons' frames end: the title label may reach them,
        // their 8 points of padding being the gap (as `fitBackTitle` counts).
        var leadingEdge: CGFloat = 8
        for button in [backButton].compactMap({ $0 }) + leftButtons {
            let size = button.intrinsicContentSize
            button.frame = CGRect(x: leading, y: top, width: size.width + 8, height: Self.barHeight)
            leadingEdge = button.frame.maxX
            leading += size.width + 16
        }
        var trailing = bounds.width - 8
        var trailingEdge = bounds.width - 8
        for button in rightButtons {
            let size = button.intrinsicContentSize
            trailing -= size.width + 8
            button.frame = CGRect(x: trailing, y: top, width: size.width + 8, height: Self.barHeight)
            trailingEdge = button.frame.minX
            trailing -= 8
        }
        let inset = max(leadingEdge, bounds.width - trailingEdge)
        let offset = resolvedAppearance().titlePositionAdjustment
        titleLabel.frame = CGRect(
            x: inset + offset.horizontal, y: top + offset.vertical, width: max(0, bounds.width - 2 * inset),
            height: Self.barHeight)
        if let titleView = shownTitleView {
            var size = titleView.frame.size
            if size.width <= 0 || size.height <= 0 {
                let intrinsic = titleView.intrinsicContentSize
                size = CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
            }
            size.width = min(size.width, max(0, trailing - leading))
            size.height = min(size.height, Self.barHeight)
            // Centered in the bar when it fits between the buttons, else in the space they leave.
            let x = min(max(leading, ((bounds.width - size.width) / 2).rounded()), trailing - size.width)
            titleView.frame = CGRect(
                x: x, y: top + ((Self.barHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        // The title sits at the bottom of its area: it slides under the row as
        // the area collapses and stays above the content as a pull stretches it.
        let areaHeight = largeTitleAreaHeight
        largeTitleArea.frame = CGRect(x: 0, y: top + Self.barHeight, width: bounds.width, height: areaHeight)
        largeTitleLabel.frame = CGRect(
            x: Self.largeTitleMargin, y: areaHeight - Self.largeTitleHeight,
            width: max(0, bounds.width - 2 * Self.largeTitleMargin), height: Self.largeTitleHeight)
        backgroundView.frame = bounds
    }
}
