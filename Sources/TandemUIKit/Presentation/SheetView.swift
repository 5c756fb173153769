import Foundation
import TandemGraphics

/// The card a sheet shows: the presented controller's view filling it, a
/// grabber capsule at the top when asked for, rounded top corners, and the
/// pan recognizer that lets the user drag the sheet.
@preconcurrency @MainActor
final class SheetView: UIView {
    /// The grabber's size and its distance from the sheet's top.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5

    let grabber = UIView()
    let panRecognizer = UIPanGestureRecognizer()
    private weak var content: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = .systemBackground
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
        panRecognizer.name = "sheet drag"
        addGestureRecognizer(panRecognizer)
    }

    required init?(coder: NSCoder) { nil }

    /// Puts `view` in the card, under the grabber, if it is not there.
    func embed(_ view: UIView) {
        content = view
        guard view.superview !== self else { return }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, belowSubview: grabber)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let content, content.superview === self { content.frame = bounds }
        let size = Self.grabberSize
        grabber.frame = CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: Self.grabberTop, width: size.width, height: size.height)
    }
}
