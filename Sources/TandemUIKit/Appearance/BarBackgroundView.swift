import Foundation
import TandemGraphics

/// The background a bar draws from its ``UIBarAppearance``: the blur, the
/// color over it, the image over that, and the shadow line along the edge
/// that faces the content. It fills the bar (the safe area above a
/// navigation bar or below a tab bar included) and takes no touches.
@preconcurrency @MainActor
final class BarBackgroundView: UIView {
    /// Which edge the shadow line is drawn along.
    enum ShadowEdge {
        case top, bottom
    }

    private let shadowEdge: ShadowEdge
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView()
    private let imageView = UIImageView(image: nil)
    private let shadowView = UIImageView(image: nil)
    /// The appearance last applied.
    private(set) var shownAppearance: UIBarAppearance?

    init(shadowEdge: ShadowEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView, shadowView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `appearance`; `legacyColor` (a bar's `barTintColor`) stands in
    /// for a missing background color when the appearance has a background at all.
    func apply(_ appearance: UIBarAppearance, legacyColor: UIColor?) {
        shownAppearance = appearance
        effectView.effect = appearance.backgroundEffect
        effectView.isHidden = appearance.backgroundEffect == nil
        var color = appearance.backgroundColor
        if color == nil, legacyColor != nil, appearance.backgroundEffect != nil { color = legacyColor }
        colorView.backgroundColor = color
        colorView.isHidden = color == nil
        imageView.image = appearance.backgroundImage
        imageView.contentMode =
            appearance.backgroundImageContentMode == .redraw ? .scaleToFill : appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        let shadowColor = appearance.shadowColor
        let showsShadow = shadowColor != nil && shadowColor != .clear
        if let shadowImage = appearance.shadowImage {
            // A template image is tinted by the shadow color; nil or clear hides a template image only.
            let template = shadowImage.renderingMode == .alwaysTemplate
            shadowView.image = shadowImage
            shadowView.backgroundColor = nil
            shadowView.tintColor = shadowColor
            shadowView.isHidden = template && !showsShadow
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = shadowColor
            shadowView.isHidden = !showsShadow
        }
        setNeedsLayout()
    }

    /// Whether the shadow line is drawn.
    var showsShadow: Bool { !shadowView.isHidden }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView.frame = bounds
        colorView.frame = bounds
        imageView.frame = bounds
        // One device pixel thick (an image: its own height), inside the bar along its edge.
        let scale = max(1, traitCollection.displayScale)
        let thickness = shadowView.image.map { max($0.size.height, 1 / scale) } ?? 1 / scale
        let y = shadowEdge == .bottom ? bounds.height - thickness : 0
        shadowView.frame = CGRect(x: 0, y: y, width: bounds.width, height: thickness)
    }
}
