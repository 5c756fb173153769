import Foundation
import TandemGraphics

/// A popover on screen: a rounded card with an arrow pointing at its
/// source, a soft shadow, and the presented controller's view clipped to the card.
@preconcurrency @MainActor
final class PopoverView: UIView {
    /// The card's color (`systemBackground` unless the controller sets one).
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }
    var placement = PopoverPlacement.centered(content: .zero, in: .zero) {
        didSet {
            guard placement != oldValue else { return }
            layer.shadowPath = placement.outline
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Clips the content to the card's rounded corners.
    private let clip = UIView()
    private weak var content: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 4)
        clip.layer.cornerRadius = PopoverPlacement.cornerRadius
        clip.clipsToBounds = true
        addSubview(clip)
    }

    required init?(coder: NSCoder) { nil }

    /// Puts `view` in the card, if it is not there.
    func embed(_ view: UIView) {
        content = view
        guard view.superview !== clip else { return }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.addSubview(view)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = placement.card
        if let content, content.superview === clip { content.frame = clip.bounds }
    }

    /// The card and the arrow, filled separately so that their overlap leaves no seam.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(fillColor.resolvedColor(with: traitCollection).cgColor)
        let card = CGMutablePath()
        card.addRoundedRect(
            in: placement.card, cornerWidth: PopoverPlacement.cornerRadius, cornerHeight: PopoverPlacement.cornerRadius)
        context.addPath(card)
        context.fillPath()
        context.addPath(placement.outline)
        context.fillPath(using: .evenOdd)
    }
}
