public import Foundation
import TandemGraphics
import TandemSupport

/// The bar at the bottom of a tab bar controller: a row of items, one of
/// them selected.
///
/// Main actor only. Items share the width equally; each is drawn as its
/// image (if any) with its title below, in the ``UIView/tintColor`` when selected
/// and in ``unselectedItemTintColor`` (gray by default) otherwise, and with
/// its badge as a capsule at its top right. The bar is 49 points tall plus
/// the safe area below it. Tapping an enabled item selects it and tells the
/// ``delegate``; selecting in code tells no one. A bar that a tab bar
/// controller manages takes its items and selection from the controller:
/// setting them, or its delegate, directly is reported and ignored (UIKit
/// raises an exception).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// To UI automation, a tab bar: a button per item, the selected one selected.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .tabBar
        return defaults
    }

    /// Unless set, one element per item.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? accessibilityParts.elements(of: self, count: items?.count ?? 0) }
        set { super.accessibilityElements = newValue }
    }
    private let accessibilityParts = AccessibilityParts()

    /// The height of the items' row, without the safe area below it.
    static let barHeight: CGFloat = 49

    /// The items, leading to trailing; nil or empty draws an empty bar.
    open var items: [UITabBarItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item, drawn in the tint color; must be one of ``items``.
    open var selectedItem: UITabBarItem? {
        get { selectedStorage }
        set {
            guard managingController == nil else {
                Diagnostics.report(
                    "UITabBar", "Directly modifying a tab bar managed by a tab bar controller is not allowed; ignored")
                return
            }
            select(newValue)
        }
    }
    /// The delegate, told when the user selects an item; held weakly. A tab
    /// bar controller is the delegate of its bar and keeps that role.
    open weak var delegate: UITabBarDelegate? {
        didSet {
            guard let managingController, delegate !== managingController else { return }
            Diagnostics.report(
                "UITabBar", "Changing the delegate of a tab bar managed by a tab bar controller is not allowed; ignored"
            )
            delegate = managingController
        }
    }
    /// The color of the items that are not selected; gray when nil.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            appearancePropertyDidChange(.unselectedItemTintColor, value: unselectedItemTintColor) {
                (bar: UITabBar, value) in
                bar.unselectedItemTintColor = value
            }
        }
    }
    /// The bar's background color when its appearance has a blurred
    /// background and no color of its own (UIKit's pre-iOS 13 way); nil by default.
    open var barTintColor: UIColor? {
        didSet {
            appearanceDidChange()
            appearancePropertyDidChange(.barTintColor, value: barTintColor) { (bar: UITabBar, value) in
                bar.barTintColor = value
            }
        }
    }
    /// Whether the bar is translucent (accepted; the appearance decides what is drawn).
    open var isTranslucent = true

    /// The bar's look while content is scrolled under it (and whenever no
    /// other appearance applies); the default background unless set. Assigning copies it.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copy()
            appearanceDidChange()
            appearancePropertyDidChange(.standardAppearance, value: standardAppearance) { (bar: UITabBar, value) in
                bar.standardAppearance = value
            }
        }
    }
    private var standardAppearanceStorage = UITabBarAppearance()
    /// The look while a tab bar controller's content is scrolled to its
    /// bottom edge (or has no scroll view); nil uses the standard appearance
    /// with a transparent background (iOS 15). Assigning copies it.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = newValue?.copy()
            appearanceDidChange()
            appearancePropertyDidChange(.scrollEdgeAppearance, value: scrollEdgeAppearance) { (bar: UITabBar, value) in
                bar.scrollEdgeAppearance = value
            }
        }
    }
    private var scrollEdgeAppearanceStorage: UITabBarAppearance?
    /// Whether the tab bar controller's content is at its bottom scroll edge
    /// (set by the controller; a bar without one never is).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } }
    }

    private(set) var itemsStorage: [UITabBarItem]?
    private(set) weak var selectedStorage: UITabBarItem?
    /// The item a touch began on.
    private var pressedIndex: Int?
    /// The tab bar controller whose bar this is.
    weak var managingController: UITabBarController?
    /// Asked before a tapped item is selected; false leaves everything as it is.
    var shouldSelectItem: ((UITabBarItem) -> Bool)?

    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    /// The largest image drawn, in points (larger ones are scaled down to fit).
    static let imageBox = CGSize(width: 30, height: 28)

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
        contentMode = .redraw
        appearanceDidChange()
    }

    /// Sets the items (never animated in Tandem); the selection is kept when its item stays.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard managingController == nil else {
            Diagnostics.report(
                "UITabBar", "Directly modifying a tab bar managed by a tab bar controller is not allowed; ignored")
            return
        }
        replaceItems(items)
    }

    /// Sets the items on behalf of the managing controller.
    func replaceItems(_ items: [UITabBarItem]?) {
        itemsStorage = items
        for item in items ?? [] { item.onChange = { [weak self] in self?.appearanceDidChange() } }
        if let selected = selectedStorage, !(items ?? []).contains(where: { $0 === selected }) { selectedStorage = nil }
        setNeedsDisplay()
    }

    /// Selects `item` (nil clears the selection); an item not in ``items`` is reported and ignored.
    func select(_ item: UITabBarItem?) {
        if let item, !(itemsStorage ?? []).contains(where: { $0 === item }) {
            Diagnostics.report("UITabBar", "the item to select is not one of the bar's items; ignored")
            return
        }
        guard item !== selectedStorage else { return }
        selectedStorage = item
        appearanceDidChange()
    }

    /// The bar's width, and its row's height plus the safe area below it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.bottom)
    }

    /// A change of interface style changes the blur's tint.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        appearanceDidChange()
    }

    /// Redraws the selected item in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Geometry

    /// The area of the item at `index`, in the bar's coordinates.
    func itemFrame(at index: Int) -> CGRect {
        let count = max(1, itemsStorage?.count ?? 0)
        let width = bounds.width / CGFloat(count)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.barHeight)
    }

    /// The index of the item under `point`, or nil.
    private func itemIndex(at point: CGPoint) -> Int? {
        guard let items = itemsStorage, !items.isEmpty, point.y >= 0, point.y < Self.barHeight,
            point.x >= 0, point.x < bounds.width
        else { return nil }
        return min(items.count - 1, Int(point.x / itemFrame(at: 0).width))
    }

    // MARK: Drawing

    /// Draws the appearance's background color, image and shadow line (its
    /// blur is the layer's backdrop, under all of them), then each item:
    /// image, title and badge, in its layout's look for its state.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let appearance = resolvedAppearance()
        drawBackground(of: appearance, in: context)
        for (index, item) in (itemsStorage ?? []).enumerated() {
            drawItem(item, at: index, selected: item === selectedStorage, appearance: appearance, in: context)
        }
    }

    // MARK: Touches

    /// Remembers the item the touch began on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = touches.first.flatMap { itemIndex(at: $0.location(in: self)) }
    }

    /// Touches moving inside the bar do nothing until they end.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Selects the item the touch began on when it ends on the same item.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressedIndex = nil }
        guard let touch = touches.first, let index = pressedIndex, itemIndex(at: touch.location(in: self)) == index,
            let items = itemsStorage, items.indices.contains(index)
        else { return }
        userSelected(items[index])
    }

    /// Forgets the pressed item.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = nil
    }

    /// A tap on `item`: the managing controller may refuse it; otherwise it
    /// becomes the selection and the delegate is told.
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let shouldSelectItem, !shouldSelectItem(item) { return }
        if item !== selectedStorage {
            selectedStorage = item
            appearanceDidChange()
        }
        delegate?.tabBar(self, didSelect: item)
    }
}
