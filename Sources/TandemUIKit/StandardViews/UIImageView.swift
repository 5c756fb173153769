public import Foundation
import TandemGraphics

/// Shows an image, placed in its bounds by `contentMode`.
///
/// Main-actor only. The image becomes the layer's contents (no redraw on
/// resize); template images are filled with the tint color. The intrinsic
/// size is the image's size in points.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The configuration a symbol image is drawn with, combined into the
    /// image's own; nil draws the symbol as it is. Other images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue, image?.isSymbolImage == true else { return }
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// An image view is not an element unless made one; then an image named by its image.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.traits.insert(.image)
        defaults.role = .image
        return defaults
    }

    /// The image shown.
    open var image: UIImage? {
        didSet {
            updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? { didSet { updateContents() } }
    /// Whether the image grows at the accessibility text sizes; false by
    /// default. Kept and read back: Tandem's image views keep their image's
    /// size at every text size (UIKit documents no factor to grow by).
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// Whether the highlighted image is shown.
    open var isHighlighted = false { didSet { updateContents() } }

    /// An image view showing `image`, sized to it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        updateContents()
    }

    /// An image view showing `image`, or `highlightedImage` when highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Image views are not archived on Linux; this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func didInitialize() {
        isUserInteractionEnabled = false
    }

    /// The image's size in points (a symbol's at the preferred configuration).
    open override var intrinsicContentSize: CGSize {
        configured(image)?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { configured(image)?.size ?? .zero }

    /// `image` as drawn here: an asset catalog image's variant for this
    /// view's traits (its appearance and scale, as UIKit's image view shows
    /// it), a symbol with the preferred configuration applied (drawn once
    /// per image and configuration).
    private func configured(_ image: UIImage?) -> UIImage? {
        let image = image.map { image in
            guard resolvesImageAsset else { return image }
            return image.imageAsset.map { $0.image(with: traitCollection) }.flatMap { $0.cgImage == nil ? nil : $0 }
                ?? image
        }
        guard let image, let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
        if let cached = configuredSymbol, cached.source === image, cached.configuration == preferred {
            return cached.image
        }
        let drawn = image.withConfiguration(preferred)
        configuredSymbol = (image, preferred, drawn)
        return drawn
    }

    /// Whether an asset catalog image is shown in the variant for this
    /// view's traits; SwiftUI turns it off, having picked the variant for
    /// its environment (which may set another color scheme than UIKit's).
    package var resolvesImageAsset = true

    /// The last symbol drawn with the preferred configuration.
    private var configuredSymbol: (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?

    /// An asset catalog image shows the variant for the new traits (a dark
    /// appearance's image in dark mode).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard resolvesImageAsset, image?.imageAsset != nil || highlightedImage?.imageAsset != nil else { return }
        updateContents()
    }

    /// Template images follow the tint.
    open override func tintColorDidChange() {
        if image?.drawsAsTemplate == true { updateContents() }
    }

    private func updateContents() {
        let shown = configured(isHighlighted ? (highlightedImage ?? image) : image)
        guard let shown, let cgImage = shown.cgImage else {
            layer.contents = nil
            return
        }
        layer.contentsScale = shown.scale
        layer.contents = shown.drawsAsTemplate ? shown.withTintColor(tintColor).cgImage : cgImage
    }
}
