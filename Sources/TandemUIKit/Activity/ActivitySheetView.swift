import Foundation
import TandemGraphics

/// The stand-in share sheet's view: a header with the shared item's title
/// and a close button, then the activities as rows of a rounded group,
/// each with its title and its image at the trailing edge, as iOS lists its actions.
@preconcurrency @MainActor
final class ActivitySheetView: UIView {
    static let headerHeight: CGFloat = 72
    static let rowHeight: CGFloat = 52
    static let inset: CGFloat = 16

    var onClose: (() -> Void)?
    var onChoose: ((UIActivity) -> Void)?

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    private let group = UIView()
    private(set) var rows: [ActivityRowControl] = []
    private var separators: [UIView] = []

    init(title: String, activities: [UIActivity]) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemGroupedBackground
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .label
        addSubview(titleLabel)
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.backgroundColor = .tertiarySystemFill
        closeButton.layer.cornerRadius = 15
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
        addSubview(closeButton)
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.clipsToBounds = true
        addSubview(group)
        for (index, activity) in activities.enumerated() {
            if index > 0 {
                let line = UIView()
                line.backgroundColor = .separator
                separators.append(line)
                group.addSubview(line)
            }
            let row = ActivityRowControl(activity: activity)
            row.addAction(
                UIAction { [weak self, unowned activity] _ in self?.onChoose?(activity) }, for: .touchUpInside)
            rows.append(row)
            group.addSubview(row)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.inset
        let safe = safeAreaInsets
        let width = bounds.width - safe.left - safe.right
        closeButton.frame = CGRect(x: safe.left + width - inset - 30, y: 21, width: 30, height: 30)
        titleLabel.frame = CGRect(x: safe.left + inset, y: 16, width: max(0, width - 3 * inset - 30), height: 40)
        let groupWidth = max(0, width - 2 * inset)
        group.frame = CGRect(
            x: safe.left + inset, y: Self.headerHeight, width: groupWidth, height: CGFloat(rows.count) * Self.rowHeight)
        let hairline = 1 / max(1, traitCollection.displayScale)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: groupWidth, height: Self.rowHeight)
            if index > 0 {
                separators[index - 1].frame = CGRect(
                    x: inset, y: CGFloat(index) * Self.rowHeight - hairline / 2, width: groupWidth - inset,
                    height: hairline)
            }
        }
    }
}
