import Foundation
import TandemGraphics

/// The clear view under a popover that covers the rest of the window: a
/// tap on it asks to dismiss the popover; points on the passthrough views
/// are not its own, so touches there reach those views.
@preconcurrency @MainActor
final class PopoverOutsideView: UIView {
    var onTap: (() -> Void)?
    var passthroughViews: () -> [UIView] = { [] }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: PopoverOutsideView.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        onTap?()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        for view in passthroughViews() where view.window === window {
            if view.bounds.contains(convert(point, to: view)) { return false }
        }
        return true
    }
}
