import Foundation

/// An item of a tab bar: a title, an image (another one when selected), a
/// tag and a badge.
///
/// Main actor only. A tab bar controller shows each of its controllers'
/// ``UIViewController/tabBarItem``; changing any property of an item redraws
/// the bar that shows it. The title and image of a system item
/// (``init(tabBarSystemItem:tag:)``) are the system's and do not change, as in UIKit.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The title drawn below the image; for a system item, the system's title (setting it is ignored).
    open var title: String? {
        get { systemItem?.title ?? storedTitle }
        set {
            guard systemItem == nil, newValue != storedTitle else { return }
            storedTitle = newValue
            changed()
        }
    }
    /// The image drawn when the item is not selected (and when it is, without ``selectedImage``);
    /// drawn in the bar's item colors unless its rendering mode is `.alwaysOriginal`.
    open var image: UIImage? { didSet { changed() } }
    /// The image drawn when the item is selected; ``image`` when nil.
    open var selectedImage: UIImage? {
        get { selectedImageStorage ?? image }
        set {
            selectedImageStorage = newValue
            changed()
        }
    }
    /// A number the app identifies the item by; not used by the bar.
    open var tag = 0
    /// What assistive technology calls the item's button; its title when nil.
    open var accessibilityLabel: String?
    /// What assistive technology reads after the label; nil by default.
    open var accessibilityHint: String?
    /// The identifier UI tests find the item's button by; nil until set.
    open var accessibilityIdentifier: String?
    /// Text drawn in a capsule at the item's top right; nil draws no badge.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { changed() } } }
    /// The badge's background; system red when nil.
    open var badgeColor: UIColor? { didSet { changed() } }
    /// Whether the item can be selected; a disabled item is drawn dimmed and ignores taps.
    open var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }

    /// The tab bar's look while this item is selected (iOS 15); nil uses the bar's. Assigning copies it.
    open var standardAppearance: UITabBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue?.copy(); changed() }
    }
    /// The tab bar's look at the content's bottom scroll edge while this item is selected; nil uses the bar's.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); changed() }
    }
    private var appearances = (standard: UITabBarAppearance?.none, scrollEdge: UITabBarAppearance?.none)

    /// The system item this item was made from, if any.
    private(set) var systemItem: SystemItem?
    private var storedTitle: String?
    private var selectedImageStorage: UIImage?
    /// Tells the bar that shows the item to redraw it.
    var onChange: (() -> Void)?

    /// Creates an item without title or image.
    public init() {}

    /// Creates an item with a title, an image, and the image drawn when it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        storedTitle = title
        self.image = image
        selectedImageStorage = selectedImage
    }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        storedTitle = title
        self.image = image
        self.tag = tag
    }

    /// Creates a system item (its title in English; Tandem has no system glyphs) with a tag.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    private func changed() {
        onChange?()
    }
}
