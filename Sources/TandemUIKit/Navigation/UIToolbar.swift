public import Foundation
import TandemGraphics

/// A bar of buttons, usually along the bottom: its ``items`` from leading
/// to trailing, with flexible and fixed spaces between them.
///
/// Main actor only. The items' row is 44 points tall at the top of the bar
/// (a navigation controller's toolbar is taller by the safe area below it).
/// Items are laid out from 8 points in, 8 points apart; a fixed space is
/// its `width` wide, a button its title's or image's width (or its `width`
/// when set), and flexible spaces share what is left equally. Tapping a
/// button runs its item's action. Changing an item redraws the bar.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// To UI automation, a toolbar.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .toolbar
        return defaults
    }

    /// The height of the items' row.
    static let barHeight: CGFloat = 44
    private static let inset: CGFloat = 8
    private static let spacing: CGFloat = 8

    /// The items, leading to trailing; nil shows an empty bar.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The bar's background color when its appearance has a blurred
    /// background and no color of its own (UIKit's pre-iOS 13 way); nil by default.
    open var barTintColor: UIColor? {
        didSet {
            applyAppearance()
            appearancePropertyDidChange(.barTintColor, value: barTintColor) { (bar: UIToolbar, value) in
                bar.barTintColor = value
            }
        }
    }
    /// Whether the bar is translucent (accepted; the appearance decides what is drawn).
    open var isTranslucent = true

    /// The toolbar's look while content is scrolled under it (and whenever no
    /// other appearance applies); the default background unless set. Assigning copies it.
    open var standardAppearance: UIToolbarAppearance {
        get { appearances.standard }
        set {
            appearances.standard = newValue.copy()
            applyAppearance()
            appearancePropertyDidChange(.standardAppearance, value: standardAppearance) { (bar: UIToolbar, value) in
                bar.standardAppearance = value
            }
        }
    }
    /// The look in a compact-height environment; nil uses ``standardAppearance``.
    open var compactAppearance: UIToolbarAppearance? {
        get { appearances.compact }
        set {
            appearances.compact = newValue?.copy()
            applyAppearance()
            appearancePropertyDidChange(.compactAppearance, value: compactAppearance) { (bar: UIToolbar, value) in
                bar.compactAppearance = value
            }
        }
    }
    /// The look while a navigation controller's content is scrolled to its
    /// bottom edge; nil uses the standard appearance with a transparent background (iOS 15).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.scrollEdge }
        set {
            appearances.scrollEdge = newValue?.copy()
            applyAppearance()
            appearancePropertyDidChange(.scrollEdgeAppearance, value: scrollEdgeAppearance) { (bar: UIToolbar, value) in
                bar.scrollEdgeAppearance = value
            }
        }
    }
    /// The scroll-edge look in a compact-height environment; nil uses ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.compactScrollEdge }
        set {
            appearances.compactScrollEdge = newValue?.copy()
            applyAppearance()
            appearancePropertyDidChange(.compactScrollEdgeAppearance, value: compactScrollEdgeAppearance) {
                (bar: UIToolbar, value) in
                bar.compactScrollEdgeAppearance = value
            }
        }
    }
    private var appearances = (
        standard: UIToolbarAppearance(), compact: UIToolbarAppearance?.none,
        scrollEdge: UIToolbarAppearance?.none, compactScrollEdge: UIToolbarAppearance?.none
    )
    /// Whether a navigation controller's content is at its bottom scroll edge
    /// (set by the controller; a toolbar without one never is).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { applyAppearance() } }
    }
    /// What draws the background and the shadow line from the appearance.
    private let backgroundView = BarBackgroundView(shadowEdge: .top)

    private var itemsStorage: [UIBarButtonItem]?
    /// Each item with its button (nil for spaces).
    private var entries: [(item: UIBarButtonItem, button: UIButton?)] = []

    /// Creates a toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        finishInit()
    }

    /// Toolbars are not archived on Linux; this makes an empty toolbar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        addSubview(backgroundView)
        applyAppearance()
    }

    /// The appearance the toolbar shows now (as a navigation bar picks its own).
    func resolvedAppearance() -> UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            if compact, let edge = appearances.compactScrollEdge { return edge }
            if let edge = appearances.scrollEdge { return edge }
        }
        let standard = (compact ? appearances.compact : nil) ?? appearances.standard
        return isAtScrollEdge ? standard.transparentCopy() : standard
    }

    /// Draws the background, shadow and buttons with the resolved appearance.
    private func applyAppearance() {
        let appearance = resolvedAppearance()
        backgroundView.apply(appearance, legacyColor: barTintColor)
        for entry in entries {
            guard let button = entry.button else { continue }
            let done = entry.item.style == .done
            UINavigationBar.style(
                button, with: done ? appearance.doneButtonAppearance : appearance.buttonAppearance, done: done)
            entry.item.styleTitle(of: button)
        }
    }

    /// Replaces the items (never animated in Tandem).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemsStorage = items
        reload()
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

    /// The bar's size: the width proposed and the row's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// The row's height; any width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    private func reload() {
        for entry in entries { entry.button?.removeFromSuperview() }
        entries = (itemsStorage ?? []).map { item in
            guard !item.isSpace else {
                item.onChange = { [weak self] in self?.setNeedsLayout() }
                return (item, nil)
            }
            let button = item.makeButton(in: self) { [weak self] in self?.reload() }
            addSubview(button)
            return (item, button)
        }
        applyAppearance()
        setNeedsLayout()
    }

    /// Lays the items out in the row; flexible spaces share the width left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let widths: [CGFloat] = entries.map { entry in
            if entry.item.systemItem == .flexibleSpace { return 0 }
            if entry.item.width > 0 || entry.button == nil { return entry.item.width }
            return (entry.button?.intrinsicContentSize.width ?? 0) + Self.spacing
        }
        let flexibleCount = entries.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + Self.spacing * CGFloat(max(0, entries.count - 1)) + 2 * Self.inset
        let flexibleWidth = flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x = Self.inset
        for (entry, width) in zip(entries, widths) {
            let itemWidth = entry.item.systemItem == .flexibleSpace ? flexibleWidth : width
            entry.button?.frame = CGRect(x: x, y: 0, width: itemWidth, height: Self.barHeight)
            x += itemWidth + Self.spacing
        }
    }
}
