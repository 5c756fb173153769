public import Foundation
import TandemGraphics

/// A control that runs an action when tapped, showing a title and an image.
///
/// Titles, title colors and images are set per state; a state without its
/// own value shows the normal one. A system button draws its title in the
/// tint color and fades it while pressed; a disabled button is dimmed. The
/// button sizes itself to its content (``intrinsicContentSize``) and sends
/// `.primaryActionTriggered` with every tap. `UIButton.Configuration` is not
/// provided yet (see docs/Compatibility.md). Main actor only.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button is a button element named by its title.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = currentTitle ?? configuration?.title
        defaults.traits.insert(.button)
        defaults.role = .button
        return defaults
    }

    /// Activation sends the button's primary action (touch up inside).
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchUpInside)
        return true
    }

    /// The kinds of buttons, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No system styling: white titles unless set.
        case custom = 0
        /// The standard button: tinted title, fades while pressed.
        case system = 1
        /// A detail-disclosure button.
        case detailDisclosure = 2
        /// An information button on a light background.
        case infoLight = 3
        /// An information button on a dark background.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A plain button that does not highlight its background.
        case plain = 6
        /// A close button.
        case close = 7

        /// The standard rounded-rectangle button; the same as ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button.
    open private(set) var buttonType: ButtonType = .custom

    /// The label that shows the title; created with the button.
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the image; created with the button.
    public let imageView: UIImageView? = UIImageView()

    /// The menu the button shows: on touch down when
    /// ``UIControl/showsMenuAsPrimaryAction`` is true, else when the button
    /// is held (a long press, half a second). Nil by default.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }
    /// Who the menu's actions see as their sender: the button, or the bar
    /// button item the button stands for in a bar.
    weak var menuSender: AnyObject?
    /// The long press that shows ``menu`` while it is not the primary action.
    var menuLongPress: UILongPressGestureRecognizer?
    /// Whether the menu is the primary action, asked at each touch instead of
    /// ``UIControl/showsMenuAsPrimaryAction`` (a bar button item's button
    /// asks its item).
    var menuIsPrimaryAction: (() -> Bool)?

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// The button's look as one value; nil uses the per-state titles, colors
    /// and images. Setting it redraws the button from it.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }

    /// Creates a button drawn from `configuration` that runs `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        // An initializer's own assignment calls no observer.
        self.configuration = configuration
        configurationDidChange()
    }

    private func configurationDidChange() {
        if let configuration {
            titleLabel?.font = configuration.font
            let insets = configuration.contentInsets
            contentEdgeInsets = UIEdgeInsets(
                top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        }
        contentDidChange()
    }

    /// Space between the content and the button's edges; system buttons add 6 points above and below.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentDidChange() }
    }

    /// Creates a button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        configure(as: buttonType)
    }

    /// Creates a button of `buttonType` that runs `primaryAction` when tapped
    /// and shows its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentViews()
    }

    /// Creates a button from a storyboard or nib (of the file's
    /// `buttonType`); with another coder, a custom button.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentViews()
        if let type = InterfaceBuilderCoder.buttonType(coder) { configure(as: type) }
    }

    private func installContentViews() {
        for view in [imageView as UIView?, titleLabel].compactMap({ $0 }) {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.textAlignment = .center
        updateAppearance()
    }

    private func configure(as type: ButtonType) {
        buttonType = type
        if type == .system {
            contentEdgeInsets = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
        }
        updateAppearance()
    }

    /// The button's menu, when it shows it as its primary action.
    override func menuForPrimaryAction() -> (menu: UIMenu, sender: AnyObject)? {
        guard let menu, showsMenuOnTouchDown else { return nil }
        return (menu, menuSender ?? self)
    }

    /// Whether a touch down shows the menu now.
    private var showsMenuOnTouchDown: Bool { menuIsPrimaryAction?() ?? showsMenuAsPrimaryAction }

    /// Installs the long press that shows the menu (removed with the menu).
    private func menuDidChange() {
        if menu == nil, let menuLongPress {
            removeGestureRecognizer(menuLongPress)
            self.menuLongPress = nil
        } else if menu != nil, menuLongPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: UIButton.menuLongPressChanged)
            addGestureRecognizer(press)
            menuLongPress = press
        }
    }

    /// Shows the menu when the press is recognized (a menu that is the
    /// primary action opened on touch down already).
    private func menuLongPressChanged(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, isEnabled, !showsMenuOnTouchDown, let menu else { return }
        sendActions(for: .menuActionTriggered)
        MenuPresentation.present(menu, from: self, sender: menuSender ?? self)
    }

    // MARK: Content per state

    /// Sets the title shown in `state` (nil: the normal title is shown there).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title set for `state`, else the normal title (a configuration's title first).
    open func title(for state: State) -> String? {
        configuration?.title ?? titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title color in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateAppearance()
    }

    /// The title color set for `state`, else the normal one (nil when none is set).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image set for `state`, else the normal one (a configuration's image first).
    open func image(for state: State) -> UIImage? {
        configuration?.image ?? images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: displayState) }
    /// The title color shown now.
    open var currentTitleColor: UIColor { resolvedTitleColor }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: displayState) }

    // MARK: Look and size

    /// The state whose content is shown: disabled, else highlighted, else selected, else normal.
    private var displayState: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isSelected { return .selected }
        return .normal
    }

    private var resolvedTitleColor: UIColor {
        if let configuration {
            let color = configuration.foreground(tint: tintColor)
            return isEnabled ? color : color.withAlphaComponent(0.35)
        }
        if let color = titleColors[displayState.rawValue] { return color }
        let normal = titleColors[State.normal.rawValue]
        switch buttonType {
        case .custom:
            return normal ?? .white
        default:
            if !isEnabled { return .systemGray }
            return normal ?? tintColor
        }
    }

    private func contentDidChange() {
        updateAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        contentDidChange()
    }

    /// Shows the current state's title, color and image; a pressed system
    /// button's content fades, as on iOS.
    private func updateAppearance() {
        guard let titleLabel, let imageView else { return }
        titleLabel.text = currentTitle
        titleLabel.textColor = resolvedTitleColor
        imageView.image = currentImage
        if let configuration {
            // A configured button draws its background; pressing dims it.
            let background = configuration.background(tint: tintColor)
            backgroundColor = isEnabled ? background : background?.withAlphaComponent(0.35)
            layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
            alpha = isHighlighted ? 0.7 : 1
            titleLabel.alpha = 1
            imageView.alpha = 1
            return
        }
        let faded = buttonType != .custom && isHighlighted
        titleLabel.alpha = faded ? 0.2 : 1
        imageView.alpha = faded ? 0.2 : 1
    }

    /// Re-colors a system button's title with the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// The image and title side by side, plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: CGSize {
        let content = contentSize
        return CGSize(
            width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The content's size within `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var contentSize: CGSize {
        let title = (currentTitle?.isEmpty ?? true) ? CGSize.zero : (titleLabel?.intrinsicContentSize ?? .zero)
        let image = currentImage?.size ?? .zero
        return CGSize(width: title.width + image.width, height: max(title.height, image.height))
    }

    /// Centers the image and title, side by side, inside the content insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration { layer.cornerRadius = configuration.cornerRadius(height: bounds.height) }
        let area = bounds.inset(by: contentEdgeInsets)
        let title = (currentTitle?.isEmpty ?? true) ? CGSize.zero : (titleLabel?.intrinsicContentSize ?? .zero)
        let image = currentImage?.size ?? .zero
        var x = area.midX - (title.width + image.width) / 2
        imageView?.frame = CGRect(x: x, y: area.midY - image.height / 2, width: image.width, height: image.height)
        x += image.width
        titleLabel?.frame = CGRect(
            x: x, y: area.midY - title.height / 2, width: min(title.width, max(0, area.maxX - x)), height: title.height)
    }
}
