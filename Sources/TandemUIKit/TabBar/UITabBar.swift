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
                Diagnostics.report("UITabBar", "Directly modifying a tab bar managed by a tab bar controller is not allowed; ignored")
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
            Diagnostics.report("UITabBar", "Changing the delegate of a tab bar managed by a tab bar controller is not allowed; ignored")
            delegate = managingController
        }
    }
    /// The color of the items that are not selected; gray when nil.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The bar's background; the system background when nil.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }
    /// Whether the bar is translucent (accepted; Tandem draws it opaque).
    open var isTranslucent = true

    private var itemsStorage: [UITabBarItem]?
    private weak var selectedStorage: UITabBarItem?
    /// The item a touch began on.
    private var pressedIndex: Int?
    /// The tab bar controller whose bar this is.
    weak var managingController: UITabBarController?
    /// Asked before a tapped item is selected; false leaves everything as it is.
    var shouldSelectItem: ((UITabBarItem) -> Bool)?

    private static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    private static let badgeFont = UIFont.systemFont(ofSize: 13)
    /// The largest image drawn, in points (larger ones are scaled down to fit).
    private static let imageBox = CGSize(width: 30, height: 28)

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
        backgroundColor = .systemBackground
        contentMode = .redraw
    }

    /// Sets the items (never animated in Tandem); the selection is kept when its item stays.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard managingController == nil else {
            Diagnostics.report("UITabBar", "Directly modifying a tab bar managed by a tab bar controller is not allowed; ignored")
            return
        }
        replaceItems(items)
    }

    /// Sets the items on behalf of the managing controller.
    func replaceItems(_ items: [UITabBarItem]?) {
        itemsStorage = items
        for item in items ?? [] { item.onChange = { [weak self] in self?.setNeedsDisplay() } }
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
        setNeedsDisplay()
    }

    /// The bar's width, and its row's height plus the safe area below it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.bottom)
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

    /// Where the image of the item at `index` is drawn: fitted in the image box, centered at the top.
    private func imageFrame(of image: UIImage, at index: Int) -> CGRect {
        let frame = itemFrame(at: index)
        var size = image.size
        let scale = min(1, Self.imageBox.width / max(size.width, 1), Self.imageBox.height / max(size.height, 1))
        size = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(
            x: frame.midX - size.width / 2, y: 4 + (Self.imageBox.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// Where the title of the item at `index` is drawn: centered, near the bottom of the row.
    func titleFrame(at index: Int) -> CGRect {
        guard let items = itemsStorage, items.indices.contains(index), let title = items[index].title else { return .null }
        let size = (title as NSString).size(withAttributes: [.font: Self.titleFont])
        let frame = itemFrame(at: index)
        return CGRect(x: frame.midX - size.width / 2, y: Self.barHeight - 4 - size.height, width: size.width, height: size.height)
    }

    /// Where the badge of the item at `index` is drawn: a capsule whose
    /// leading edge is just right of the item's center, at its top; null without a badge.
    func badgeFrame(at index: Int) -> CGRect {
        guard let items = itemsStorage, items.indices.contains(index), let value = items[index].badgeValue else {
            return .null
        }
        let textWidth = value.isEmpty ? 0 : (value as NSString).size(withAttributes: [.font: Self.badgeFont]).width
        let height: CGFloat = value.isEmpty ? 10 : 18
        let width = max(height, textWidth.rounded(.up) + 10)
        return CGRect(x: itemFrame(at: index).midX + 6, y: 2, width: width, height: height)
    }

    // MARK: Drawing

    /// Draws the hairline on top, then each item: image, title and badge.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.separator.resolvedColor(with: traitCollection).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 0.5))
        for (index, item) in (itemsStorage ?? []).enumerated() {
            drawItem(item, at: index, in: context)
        }
    }

    private func drawItem(_ item: UITabBarItem, at index: Int, in context: CGContext) {
        let selected = item === selectedStorage
        var color = selected ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray)
        if !item.isEnabled { color = color.withAlphaComponent(0.35) }
        let resolved = color.resolvedColor(with: traitCollection)
        if let image = selected ? item.selectedImage : item.image, image.cgImage != nil {
            let frame = imageFrame(of: image, at: index)
            if image.renderingMode == .alwaysOriginal {
                image.draw(in: frame)
            } else {
                image.draw(tinted: resolved, in: frame, context: context)
            }
        }
        if let title = item.title, !title.isEmpty {
            (title as NSString).draw(
                at: titleFrame(at: index).origin, withAttributes: [.font: Self.titleFont, .foregroundColor: resolved])
        }
        if let value = item.badgeValue {
            let badge = badgeFrame(at: index)
            context.setFillColor((item.badgeColor ?? .systemRed).resolvedColor(with: traitCollection).cgColor)
            let radius = badge.height / 2
            context.addPath(CGPath(roundedRect: badge, cornerWidth: radius, cornerHeight: radius, transform: nil))
            context.fillPath()
            if !value.isEmpty {
                let attributes: [NSAttributedString.Key: Any] = [.font: Self.badgeFont, .foregroundColor: UIColor.white]
                let size = (value as NSString).size(withAttributes: attributes)
                (value as NSString).draw(
                    at: CGPoint(x: badge.midX - size.width / 2, y: badge.midY - size.height / 2), withAttributes: attributes)
            }
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
            setNeedsDisplay()
        }
        delegate?.tabBar(self, didSelect: item)
    }
}
