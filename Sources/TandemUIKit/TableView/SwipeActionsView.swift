import Foundation
import TandemGraphics

/// The buttons a swiped row reveals, laid side by side behind the row, the
/// first action nearest the edge the row was swiped from.
@preconcurrency @MainActor
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let isTrailing: Bool
    private(set) var buttons: [UIButton] = []
    /// Runs when a button is tapped.
    var onTap: ((UIContextualAction, UIButton) -> Void)?

    init(actions: [UIContextualAction], trailing: Bool) {
        self.actions = actions
        isTrailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(
                UIAction { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    self.onTap?(action, button)
                }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Each button's width: its title plus padding, at least 74 points.
    private var widths: [CGFloat] {
        buttons.map { max(74, ($0.titleLabel?.intrinsicContentSize.width ?? 0) + 30) }
    }

    /// The width of every button together: how far the row opens.
    var openWidth: CGFloat { widths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Buttons share the revealed width in proportion, the first nearest the edge.
        let total = openWidth
        let scale = total > 0 ? bounds.width / total : 0
        var edge = isTrailing ? bounds.width : 0
        for (button, width) in zip(buttons, widths) {
            let w = width * scale
            if isTrailing { edge -= w }
            button.frame = CGRect(x: edge, y: 0, width: w, height: bounds.height)
            if !isTrailing { edge += w }
        }
    }
}
