import Foundation
import TandemGraphics
import TandemSupport

extension UIImage {
    /// The system symbol `name`, drawn with `configuration` (a
    /// ``SymbolConfiguration``; nil for 17 points at medium scale), as a
    /// template image that views tint.
    ///
    /// SF Symbols are Apple's: Tandem draws the symbol from the Material
    /// Icons font Debian ships, mapped from about 200 common SF Symbols names
    /// (the catalog SwiftUI's `Image(systemName:)` uses); the numbered
    /// circles and squares (`8.circle`, 0 to 50) are drawn. A name outside the
    /// catalog gives nil, as an unknown name does on iOS, and is reported
    /// once (it may be a real SF Symbol Tandem lacks). The symbol is a
    /// square as tall as a line of text at its point size times the scale;
    /// its rendering mode is `.automatic`, which views that tint draw as a
    /// template for a symbol, as UIKit does.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol =
            configuration as? SymbolConfiguration
            ?? SymbolConfiguration.unspecified.withTraits(configuration?.traitCollection)
        self.init(symbol: name, configuration: symbol, traits: symbol.traitCollection)
    }

    /// The system symbol `name` for `traitCollection` (its text size sizes text-style symbols).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(
            symbol: name, configuration: SymbolConfiguration.unspecified.withTraits(traitCollection),
            traits: traitCollection)
    }

    private convenience init?(symbol name: String, configuration: SymbolConfiguration, traits: UITraitCollection?) {
        if let numbered = NumberedSymbol(name) {
            let rendered = numbered.render(
                size: configuration.basePointSize(traits: traits) * configuration.scaleFactor)
            guard let cgImage = rendered.cgImage else { return nil }
            self.init(cgImage: cgImage, scale: rendered.scale, orientation: .up)
            markAsSymbol(name, configuration: configuration)
            return
        }
        guard let ligature = SymbolCatalog.ligature(for: name) else {
            Diagnostics.reportOnce(
                "UIImage", id: "symbol \(name)",
                "the SF Symbol '\(name)' has no stand-in in Tandem's icon font; UIImage(systemName:) is nil")
            return nil
        }
        let rendered = UIImage.renderSymbol(ligature, configuration: configuration, traits: traits)
        guard let cgImage = rendered.cgImage else { return nil }
        self.init(cgImage: cgImage, scale: rendered.scale, orientation: .up)
        markAsSymbol(name, configuration: configuration)
    }

    /// This symbol drawn again with `configuration` combined into its own;
    /// other images are returned as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbolName, let own = symbolConfiguration else { return self }
        return UIImage(systemName: symbolName, withConfiguration: own.applying(configuration))?.withRenderingMode(
            renderingMode) ?? self
    }

    /// This symbol drawn with `configuration` applied to its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// Whether views that tint draw the image as a template: always for
    /// `.alwaysTemplate`, and for a symbol in `.automatic` mode.
    package var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// The ligature drawn in black on clear, in a box as large as its glyph line.
    private static func renderSymbol(_ ligature: String, configuration: SymbolConfiguration, traits: UITraitCollection?)
        -> UIImage
    {
        let size = configuration.basePointSize(traits: traits) * configuration.scaleFactor
        let font = TextFont(name: SymbolCatalog.fontFamily, size: size) ?? TextFont(pointSize: size)
        let text = AttributedText(
            ligature, attributes: TextAttributes(font: font, foregroundColor: CGColor(gray: 0, alpha: 1)))
        let measured = TextLayout.measure(text).size
        let box = CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        return UIGraphicsImageRenderer(size: box, format: UIGraphicsImageRendererFormat()).image { context in
            TextLayout(text, width: nil).draw(in: CGRect(origin: .zero, size: measured), context: context.cgContext)
        }
    }
}
