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
    /// The bar's background color; the system background when nil.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }
    /// Whether the bar is translucent (accepted; Tandem draws it opaque).
    open var isTranslucent = true

    private var itemsStorage: [UIBarButtonItem]?
    /// Each item with its button (nil for spaces).
    private var entries: [(item: UIBarButtonItem, button: UIButton?)] = []
    private let separator = UIView()

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
        backgroundColor = .systemBackground
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    /// Replaces the items (never animated in Tandem).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemsStorage = items
        reload()
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
            let button = item.makeButton { [weak self] in self?.reload() }
            addSubview(button)
            return (item, button)
        }
        setNeedsLayout()
    }

    /// Lays the items out in the row; flexible spaces share the width left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
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
