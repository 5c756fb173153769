import Foundation
import TandemGraphics

/// One choosable line of a shown menu: an action (title, subtitle, image at
/// the trailing side, checkmark or dash at the leading side), a submenu
/// (with a chevron), the title row of an opened submenu (going back), or one
/// cell of a row of side-by-side actions.
///
/// A control: pressing highlights it, a tap sends `touchUpInside`, and a
/// disabled action's row is disabled, so tapping it does nothing.
@preconcurrency @MainActor
final class MenuRowView: UIControl {
    /// What the row shows.
    enum Kind {
        /// An action.
        case action
        /// A submenu shown behind the row: a chevron at the trailing side.
        case submenu
        /// The title of an opened submenu: a chevron pointing back, bold.
        case back
        /// A cell of a side-by-side row: the image (else the title), centered.
        case cell
    }

    /// The height of a row, as iOS's large menu elements.
    static let height: CGFloat = 44
    /// The space at each side.
    static let margin: CGFloat = 16
    /// Where titles start when some row of the panel shows a checkmark.
    static let indentedTitleX: CGFloat = 44
    /// The side of the image at the trailing side.
    static let imageSide: CGFloat = 20

    /// The element the row shows.
    let element: UIMenuElement
    /// The menu that lists the element (nil for the back row).
    let parent: UIMenu?
    let kind: Kind
    /// Whether titles leave room for checkmarks at the leading side.
    let indentsTitle: Bool
    /// The label that shows the title.
    let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let iconView = UIImageView()

    init(element: UIMenuElement, parent: UIMenu?, kind: Kind, indentsTitle: Bool) {
        self.element = element
        self.parent = parent
        self.kind = kind
        self.indentsTitle = indentsTitle
        super.init(frame: .zero)
        backgroundColor = .clear
        let action = element as? UIAction
        isEnabled = !(action?.attributes.contains(.disabled) ?? false)
        let color = contentColor
        titleLabel.text = element.title
        titleLabel.font = kind == .back ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: kind == .cell ? 15 : 17)
        titleLabel.textColor = color
        titleLabel.textAlignment = kind == .cell ? .center : .left
        subtitleLabel.text = element.subtitle
        subtitleLabel.font = .systemFont(ofSize: 12)
        subtitleLabel.textColor = .secondaryLabel
        var image = element.image
        if let action, action.state == .on, let selected = action.selectedImage { image = selected }
        // Menus draw their images in the title's color (SF Symbols are
        // templates), unless the image asks to keep its own colors.
        iconView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        iconView.tintColor = color
        iconView.contentMode = .scaleAspectFit
        for view in [titleLabel, subtitleLabel, iconView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        // A cell with an image shows the image alone.
        titleLabel.isHidden = kind == .cell && image != nil
        subtitleLabel.isHidden = kind == .cell || (element.subtitle ?? "").isEmpty
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The title's, image's and glyph's color: red for destructive
    /// elements, gray for disabled ones, the label color otherwise.
    var contentColor: UIColor {
        if let action = element as? UIAction {
            if action.attributes.contains(.disabled) { return .tertiaryLabel }
            if action.attributes.contains(.destructive) { return .systemRed }
        }
        if let menu = element as? UIMenu, menu.options.contains(.destructive), kind == .submenu { return .systemRed }
        return .label
    }

    /// A row is a button element named by its title; an `.on` action is selected.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = element.title.isEmpty ? (element as? UIAction)?.discoverabilityTitle : element.title
        defaults.traits.insert(.button)
        if (element as? UIAction)?.state == .on { defaults.traits.insert(.selected) }
        defaults.role = .button
        return defaults
    }

    /// Activation chooses the row, as a tap does.
    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchUpInside)
        return true
    }

    /// Pressing shades the row, as iOS's menus do.
    override func stateDidChange() {
        super.stateDidChange()
        backgroundColor = isHighlighted ? .systemFill : .clear
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if kind == .cell {
            let side = min(Self.imageSide, b.height)
            iconView.frame = CGRect(x: b.midX - side / 2, y: b.midY - side / 2, width: side, height: side)
            titleLabel.frame = b.insetBy(dx: 4, dy: 0)
            return
        }
        let leading = kind == .back ? Self.margin + 20 : (indentsTitle ? Self.indentedTitleX : Self.margin)
        var trailing = b.maxX - Self.margin
        if kind == .submenu { trailing -= 7 + 8 }
        if iconView.image != nil {
            iconView.frame = CGRect(
                x: trailing - Self.imageSide, y: b.midY - Self.imageSide / 2, width: Self.imageSide,
                height: Self.imageSide)
            trailing -= Self.imageSide + 8
        } else {
            iconView.frame = .zero
        }
        let width = max(0, trailing - leading)
        let titleHeight = titleLabel.intrinsicContentSize.height
        if subtitleLabel.isHidden {
            titleLabel.frame = CGRect(
                x: leading, y: ((b.height - titleHeight) / 2).rounded(), width: width, height: titleHeight)
        } else {
            let subtitleHeight = subtitleLabel.intrinsicContentSize.height
            let top = ((b.height - titleHeight - subtitleHeight - 1) / 2).rounded()
            titleLabel.frame = CGRect(x: leading, y: top, width: width, height: titleHeight)
            subtitleLabel.frame = CGRect(x: leading, y: top + titleHeight + 1, width: width, height: subtitleHeight)
        }
    }

    /// The glyphs: a checkmark or dash at the leading side of an action in
    /// state `.on` or `.mixed`, a chevron for submenus and the back row.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let color = contentColor.resolvedColor(with: traitCollection)
        switch kind {
        case .action:
            let box = CGRect(x: Self.margin, y: b.midY - 7, width: 14, height: 14)
            switch (element as? UIAction)?.state ?? .off {
            case .on: MenuGlyphs.drawCheckmark(in: box, color: color, context: context)
            case .mixed: MenuGlyphs.drawDash(in: box, color: color, context: context)
            case .off: break
            }
        case .submenu:
            let box = CGRect(x: b.maxX - Self.margin - 7, y: b.midY - 6, width: 7, height: 12)
            MenuGlyphs.drawChevron(pointingRight: true, in: box, color: .secondaryLabel, context: context)
        case .back:
            let box = CGRect(x: Self.margin, y: b.midY - 6, width: 7, height: 12)
            MenuGlyphs.drawChevron(pointingRight: false, in: box, color: color, context: context)
        case .cell:
            break
        }
    }
}
