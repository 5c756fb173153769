import Foundation
import TandemGraphics

/// A row of the stand-in share sheet: an activity's title at the leading
/// edge and its image at the trailing edge; it highlights while touched.
@preconcurrency @MainActor
final class ActivityRowControl: UIControl {
    let activity: UIActivity
    private let titleLabel = UILabel()
    private let icon = UIImageView()

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        titleLabel.text = activity.activityTitle ?? activity.activityType?.rawValue ?? ""
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        icon.image = activity.activityImage
        icon.tintColor = .label
        icon.contentMode = .scaleAspectFit
        icon.isUserInteractionEnabled = false
        addSubview(icon)
        accessibilityLabel = titleLabel.text
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : .clear }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ActivitySheetView.inset
        icon.frame = CGRect(x: bounds.width - inset - 24, y: (bounds.height - 24) / 2, width: 24, height: 24)
        titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 3 * inset - 24), height: bounds.height)
    }
}
