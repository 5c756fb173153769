/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics
import TandemSupport
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// An image: a bitmap (`Image(uiImage:)`, a named image from the bundle) or
/// a symbol (`Image(systemName:)`).
///
/// A bitmap is shown at its own size unless `resizable()`, when it fills
/// the space it is offered. Symbols are drawn with the Material Icons font
/// (see docs/Compatibility.md), sized and colored like text.
public struct Image: Equatable {
    enum Source: Equatable {
        case bitmap(UIImage)
        case missing(String)
        case symbol(String)
    }

    let source: Source
    /// What assistive technology calls the image (its name); nil: unnamed.
    var accessibilityName: String?
    /// Whether accessibility ignores the image (`Image(decorative:)`).
    var isDecorative = false
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    /// How a bitmap is sampled when scaled (`interpolation(_:)`); any but
    /// `.none` samples smoothly.
    var interpolation = Interpolation.high
    /// Whether the edges are antialiased (`antialiased(_:)`).
    var isAntialiased = true

    /// An image from a UIKit image.
    public init(uiImage: UIImage) {
        source = .bitmap(uiImage)
    }

    /// The named image from `bundle` (the main bundle by default): its
    /// asset catalogs' image set, else a loose file, as `UIImage(named:)`
    /// finds it. Loaded once and kept, so a body that names it on every
    /// update costs no decoding; drawn in the variant for the environment's
    /// color scheme and display scale. A missing image draws nothing and is
    /// reported once.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let image = UIImage.named(name, in: bundle, compatibleWith: nil) {
            source = .bitmap(image)
        } else {
            let path = (bundle ?? .main).bundlePath
            Diagnostics.reportOnce(
                "SwiftUI", id: "Image(\"\(name)\"):\(path)",
                "No image named '\(name)' found in asset catalog or resources for \(path); the image is empty.")
            source = .missing(name)
        }
        accessibilityName = name
    }

    /// A named image that is decorative (ignored by accessibility).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        accessibilityName = nil
        isDecorative = true
    }

    /// A system symbol by its SF Symbols name.
    public init(systemName: String) {
        source = .symbol(systemName)
        accessibilityName = systemName
    }

    /// The image, stretched whole to fill the space it is offered.
    /// `capInsets` and `resizingMode` are accepted and not applied (the
    /// edges stretch too, and `.tile` stretches).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The image drawn in its own colors (`.original`) or in the foreground color (`.template`).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How an image is colored.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the foreground color.
        case template
        /// In its own colors.
        case original
    }

    /// How a resizable image fills its space.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeated.
        case tile
        /// Stretched.
        case stretch
    }

    /// Never called: an image is drawn by a UIKit view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Image: View {}

extension Image: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> UIView {
        switch source {
        case .symbol: return SymbolView(frame: .zero)
        case .bitmap, .missing:
            let view = UIImageView(image: nil)
            view.resolvesImageAsset = false
            return view
        }
    }

    func updatePlatformView(_ view: UIView, environment: EnvironmentValues) {
        // A symbol is drawn as text is: in the environment's font and foreground color.
        // An image element named by its name, unless decorative.
        if view.isAccessibilityElement == isDecorative { view.isAccessibilityElement = !isDecorative }
        if view.accessibilityTraits != .image { view.accessibilityTraits = .image }
        if view.accessibilityLabel != accessibilityName { view.accessibilityLabel = accessibilityName }
        let settings = environment.textEnvironment
        // Redacted as a placeholder, an image is a box (a symbol its shape)
        // in the foreground color at 16%, as redacted text is drawn.
        let redacted = environment.drawsRedacted
        let color = redacted ? settings.color.withAlphaComponent(settings.color.cgColor.alpha * 0.16) : settings.color
        if case .bitmap = source, let imageView = view as? UIImageView {
            let box = redacted ? color : nil
            if imageView.backgroundColor != box { imageView.backgroundColor = box }
        }
        switch source {
        case .symbol(let name):
            guard let symbol = view as? SymbolView else { return }
            let pointSize = settings.font.pointSize * environment.imageScale.pointSizeFactor
            let variant = environment.symbolVariants.name(for: name)
            if let numbered = variant.flatMap(NumberedSymbol.init) ?? NumberedSymbol(name) {
                symbol.configure(
                    ligature: SymbolCatalog.fallback, numbered: numbered, pointSize: pointSize, color: color,
                    resizable: isResizable)
                return
            }
            let ligature =
                variant.flatMap(SymbolCatalog.ligature(for:))
                ?? SymbolCatalog.ligature(for: name)
                ?? {
                    Diagnostics.report(
                        "SwiftUI",
                        "Image(systemName: \"\(name)\") has no Material Icons equivalent; the fallback symbol is shown."
                    )
                    return SymbolCatalog.fallback
                }()
            symbol.configure(ligature: ligature, pointSize: pointSize, color: color, resizable: isResizable)
        case .bitmap(let named):
            guard let imageView = view as? UIImageView else { return }
            // An asset catalog image in the environment's appearance (the
            // cached variant, so the same object while nothing changes).
            let image = named.imageAsset.map { $0.image(with: environment.traitCollection) } ?? named
            let shown = redacted ? nil : renderingMode == .template ? image.withRenderingMode(.alwaysTemplate) : image
            if imageView.image !== shown { imageView.image = shown }
            imageView.tintColor = color
            // `.none` draws each pixel as a hard-edged block; the others smooth.
            let filter: CALayerContentsFilter = interpolation == .none ? .nearest : .linear
            if imageView.layer.magnificationFilter != filter {
                imageView.layer.magnificationFilter = filter
                imageView.layer.minificationFilter = filter
            }
        case .missing:
            (view as? UIImageView)?.image = nil
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: UIView, environment: EnvironmentValues) -> CGSize {
        switch source {
        case .symbol:
            let natural = (view as? SymbolView)?.naturalSize ?? .zero
            return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
        case .bitmap(let image):
            return isResizable ? proposal.replacingUnspecifiedDimensions(by: image.size) : image.size
        case .missing:
            return isResizable ? proposal.replacingUnspecifiedDimensions(by: .zero) : .zero
        }
    }
}

extension Image.Source {
    static func == (lhs: Image.Source, rhs: Image.Source) -> Bool {
        switch (lhs, rhs) {
        case (.bitmap(let a), .bitmap(let b)): return a === b
        case (.missing(let a), .missing(let b)), (.symbol(let a), .symbol(let b)): return a == b
        default: return false
        }
    }
}
