public import Foundation
import TandemGraphics

/// A view that blurs what lies behind it (with a ``UIBlurEffect``) and shows
/// its ``contentView`` on top.
///
/// Add subviews to ``contentView``, not to the effect view itself (UIKit
/// reports that as an error; Tandem accepts it). The blur is real: when the
/// window draws, the pixels already drawn behind the view are blurred with
/// a Gaussian (the one SwiftUI's `.blur` uses) and tinted per the style and
/// the view's interface style, clipped to the view's bounds (rounded by its
/// layer's corner radius). Setting ``effect`` to nil shows the content alone.
/// A ``UIVibrancyEffect`` draws the content unchanged. Main actor only.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view.
    public let contentView = UIView()

    /// The effect; nil for none.
    open var effect: UIVisualEffect? { didSet { updateBackdrop() } }

    /// Creates an effect view showing `effect` (nil: none).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        assemble()
    }

    /// Creates an effect view without an effect.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        assemble()
    }

    /// Effect views are not archived on Linux; this makes one without an effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assemble()
    }

    private func assemble() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        updateBackdrop()
    }

    /// The content view fills the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// A change of interface style changes a material's tint.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBackdrop()
    }

    /// Sets the layer's backdrop from the blur (a vibrancy effect's blur is not drawn: it belongs to the view behind).
    private func updateBackdrop() {
        guard let blur = effect as? UIBlurEffect else {
            layer.backdrop = nil
            return
        }
        let look = blur.appearance(dark: traitCollection.userInterfaceStyle == .dark)
        layer.backdrop = LayerBackdrop(
            sigma: look.sigma, tint: UIColor(white: look.white, alpha: look.alpha).cgColor)
    }
}
