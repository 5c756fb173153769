public import Foundation
import TandemGraphics

/// A button of a navigation bar or toolbar: a title, an image or a system
/// item, and an action (a method reference or a `UIAction`).
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Bordered (drawn as plain, as in current iOS).
        case bordered = 1
        /// Bold: the item that completes a task.
        case done = 2
    }

    /// The title.
    open var title: String? { didSet { changed() } }
    /// The image.
    open var image: UIImage? { didSet { changed() } }
    /// How the title is drawn.
    open var style: Style = .plain { didSet { changed() } }
    /// Whether the item can be tapped.
    open var isEnabled = true { didSet { changed() } }
    /// The item's color; the bar's tint when nil. Appearance proxies
    /// (`UIBarButtonItem.appearance().tintColor`) set it for items that do
    /// not set it themselves.
    open var tintColor: UIColor? {
        didSet {
            appearancePropertyDidChange(.tintColor, value: tintColor) { $0.tintColor = $1 }
            changed()
        }
    }
    /// The action run when the item is tapped.
    open var primaryAction: UIAction?
    /// The menu the item shows: when tapped if it has no action (no primary
    /// action, no target), else when held. Its actions run with the item as
    /// their `sender`. An item with a menu and neither title nor image is
    /// drawn as a circled ellipsis, iOS's "more" symbol (a symbol name
    /// Tandem's icon font lacks gives a nil image).
    open var menu: UIMenu? { didSet { changed() } }
    /// The width of a fixed space in a toolbar; 0 (the default) lets a
    /// button take its content's width.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// The system item the item was made as, if any (spaces lay out differently).
    private(set) var systemItem: SystemItem?
    private var targetCall: (() -> Void)?
    /// Tells the bar showing the item to redraw it.
    var onChange: (() -> Void)?
    /// The button that shows the item in a bar now, for popovers to point at.
    weak var shownButton: UIButton?

    /// The title attributes set per state (``setTitleTextAttributes(_:for:)``), by the state's raw value.
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The ``AppearanceProperty`` bits set on this item itself, which appearance proxies leave alone.
    var customizedAppearanceProperties: UInt16 = 0

    /// Creates an empty item.
    public init() {}

    /// Bar items are not archived on Linux: this makes an empty item (and
    /// the item's appearance proxies). Required, as in UIKit, where
    /// `UIBarItem` adopts `NSCoding`.
    public required init?(coder: NSCoder) {}

    /// Creates an item with a title that runs `action` on `target` (held weakly).
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with a title that runs a method without arguments on `target` (held weakly).
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        targetCall = { [weak target] in
            if let target { action(target)() }
        }
    }

    /// Creates a system item that runs `action` on `target` (held weakly).
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// Creates an item with a title and no action, as back items are made (`target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates a system item without an action, as `flexibleSpace` and
    /// `fixedSpace` items are made (`target: nil, action: nil`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
        self.init(systemItem: systemItem)
    }

    /// A space that takes an equal share of the width a toolbar's other items leave.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Creates an item with a title and an image that runs `primaryAction`
    /// and shows `menu` (`UIBarButtonItem(image:menu:)` is this initializer).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item that runs `primaryAction` and shows `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with a title and an image that runs `action` on
    /// `target` (held weakly) and shows `menu` when held.
    public convenience init<Target: AnyObject>(
        title: String?, image: UIImage?, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void,
        menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        setTarget(target, action: action)
    }

    /// Whether tapping the item runs something (a primary action or a
    /// target's method); an item without one shows its menu when tapped.
    var hasAction: Bool { primaryAction != nil || targetCall != nil }

    private func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void)
    {
        targetCall = { [weak self, weak target] in
            if let self, let target { action(target)(self) }
        }
    }

    /// Runs the item's action: the primary action, else the target's method.
    func perform() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else {
            targetCall?()
        }
    }

    /// Tells the bar showing the item to show it again; not while appearance
    /// proxies set their values on it, which happens as a bar makes its button.
    func changed() {
        guard !AppearanceProxies.isApplying else { return }
        onChange?()
    }
}
