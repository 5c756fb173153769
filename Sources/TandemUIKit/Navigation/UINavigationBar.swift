public import Foundation
import TandemGraphics

/// The bar at the top of a navigation controller: the top item's title in
/// the middle, its bar button items at the sides, and a back button to the
/// previous item.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height, without the safe area above it.
    static let barHeight: CGFloat = 44

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
    /// The bar's background color; the system background when nil.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }
    /// Whether the bar is translucent (accepted; Tandem draws it opaque).
    open var isTranslucent = true

    /// Runs when the back button is tapped.
    var onBack: (() -> Void)?

    private let titleLabel = UILabel()
    private let separator = UIView()
    private var backButton: UIButton?
    private var leftButtons: [UIButton] = []
    private var rightButtons: [UIButton] = []

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    /// Bars are not archived on Linux; this makes an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Rebuilds the title and buttons from the items.
    func reload() {
        for item in items ?? [] { item.onChange = { [weak self] in self?.reload() } }
        backButton?.removeFromSuperview()
        backButton = nil
        (leftButtons + rightButtons).forEach { $0.removeFromSuperview() }
        leftButtons = []
        rightButtons = []
        guard let item = topItem else {
            titleLabel.text = nil
            return
        }
        titleLabel.text = item.title
        if let back = backItem, !item.hidesBackButton, item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            button.setTitle("‹ " + (title.isEmpty ? "Back" : title), for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        leftButtons = (item.leftBarButtonItems ?? []).map(makeButton)
        rightButtons = (item.rightBarButtonItems ?? []).map(makeButton)
        setNeedsLayout()
    }

    private func makeButton(for item: UIBarButtonItem) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        button.titleLabel?.font = item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = item.isEnabled
        if let tint = item.tintColor { button.tintColor = tint }
        button.addAction(UIAction { [weak item] _ in item?.perform() }, for: .touchUpInside)
        item.onChange = { [weak self] in self?.reload() }
        addSubview(button)
        return button
    }

    /// Places the buttons at the sides and the title in the middle of the space left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = bounds.height - Self.barHeight
        var leading: CGFloat = 8
        for button in [backButton].compactMap({ $0 }) + leftButtons {
            let size = button.intrinsicContentSize
            button.frame = CGRect(x: leading, y: top, width: size.width + 8, height: Self.barHeight)
            leading += size.width + 16
        }
        var trailing = bounds.width - 8
        for button in rightButtons {
            let size = button.intrinsicContentSize
            trailing -= size.width + 8
            button.frame = CGRect(x: trailing, y: top, width: size.width + 8, height: Self.barHeight)
            trailing -= 8
        }
        let inset = max(leading, bounds.width - trailing)
        titleLabel.frame = CGRect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: Self.barHeight)
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }
}
