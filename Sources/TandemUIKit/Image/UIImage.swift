public import Foundation
public import TandemGraphics
import TandemSupport

/// An image: pixels (a `CGImage`) and the scale that turns them into points.
///
/// Immutable and thread-safe. Tandem decodes and encodes PNG and JPEG; see
/// docs/Compatibility.md for the formats that are not supported.
public final class UIImage: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The orientation of the pixels; Tandem's images are always `.up`.
    public enum Orientation: Int, Sendable {
        /// The default orientation.
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How an image is drawn by views that tint.
    public enum RenderingMode: Int, Sendable {
        /// The view decides.
        case automatic
        /// Drawn with its own colors.
        case alwaysOriginal
        /// Drawn as a template: its alpha filled with the tint color.
        case alwaysTemplate
    }

    /// The pixels, or nil for an image without any (never for images Tandem makes).
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The orientation; always `.up` in Tandem.
    public let imageOrientation: Orientation
    /// How tinting views draw the image.
    public let renderingMode: RenderingMode
    /// The symbol's name, for a symbol image (set once, as the image is made).
    private(set) var symbolName: String?
    /// The configuration a symbol image was drawn with; nil for other images.
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// Whether the image is a symbol (made by ``init(systemName:withConfiguration:)``).
    public var isSymbolImage: Bool { symbolName != nil }
    /// The variants of this image for other traits: the image set's, for an
    /// image from an asset catalog; nil for other images.
    public private(set) var imageAsset: UIImageAsset?
    /// The file and rendering mode a named image was loaded from; images
    /// loaded by the same name compare equal (set once, as the image is made).
    private(set) var namedKey: String?

    /// Wraps `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Wraps `cgImage` at `scale` (values ≤ 0 or non-finite become 1).
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        renderingMode = .automatic
    }

    init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode) {
        self.cgImage = cgImage
        self.scale = scale
        imageOrientation = .up
        self.renderingMode = renderingMode
    }

    /// An empty image of size zero.
    public convenience init() {
        self.init(cgImage: nil, scale: 1, renderingMode: .automatic)
    }

    /// Decodes PNG or JPEG data at scale 1; nil (and reported) when the data is neither.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data at `scale`; nil (and reported) when the data is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            self.init(cgImage: try CGImage(pngOrJPEGData: data), scale: scale, orientation: .up)
        } catch {
            Diagnostics.report("UIImage", "cannot decode image data (\(data.count) bytes): \(error)")
            return nil
        }
    }

    /// Reads and decodes a PNG or JPEG file; `@2x`/`@3x` in the name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            Diagnostics.report("UIImage", "no file at \(path)")
            return nil
        }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The system symbol `name` at the default configuration (17 points,
    /// medium scale); see ``init(systemName:withConfiguration:)``.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The size in points: pixels divided by ``scale``.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG data; nil for an empty image.
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image as JPEG data at `compressionQuality` (0 smallest, 1 best;
    /// clamped); nil for an empty image. JPEG has no alpha: transparent
    /// parts come out black, as on iOS.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(quality: compressionQuality)
    }

    /// The same pixels drawn with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode)
        image.symbolName = symbolName
        image.symbolConfiguration = symbolConfiguration
        image.imageAsset = imageAsset
        return image
    }

    /// Marks a named image with its cache key and asset (only while it is being made).
    func setNamedOrigin(key: String, asset: UIImageAsset?) {
        namedKey = key
        imageAsset = asset
    }

    /// Makes this image a symbol image (only while it is being made).
    func markAsSymbol(_ name: String, configuration: SymbolConfiguration) {
        symbolName = name
        symbolConfiguration = configuration
    }

    /// The image's alpha filled with `color` (a new, original-mode image).
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard cgImage != nil else { return self }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            draw(tinted: color, in: CGRect(origin: .zero, size: size), context: context.cgContext)
        }
    }

    /// Draws the image with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect` in the current context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled into `rect` with a blend mode and alpha.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.drawUpright(cgImage, in: rect)
        context.restoreGState()
    }

    /// Draws the image's shape in `color`: its pixels used as a mask.
    func draw(tinted color: UIColor, in rect: CGRect, context: CGContext) {
        guard let cgImage else { return }
        context.saveGState()
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.drawUpright(cgImage, in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(rect)
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// Size and scale, for debugging.
    public var description: String { "<UIImage size {\(size.width), \(size.height)} scale \(scale)>" }
}

extension UIImage {
    /// Images are equal only when they are the same object, as UIKit's
    /// `UIImage` compares (its `isEqual:` is identity), or when both were
    /// loaded by name from the same file, or both are the same symbol in
    /// the same configuration and rendering mode: iOS answers the same
    /// cached object for each `UIImage(named:)` of a name and each
    /// `UIImage(systemName:withConfiguration:)` of a symbol, which a Swift
    /// initializer cannot, so Tandem's are equal instead.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs === rhs || (lhs.namedKey != nil && lhs.namedKey == rhs.namedKey) { return true }
        guard let symbol = lhs.symbolName, symbol == rhs.symbolName else { return false }
        return lhs.symbolConfiguration == rhs.symbolConfiguration && lhs.renderingMode == rhs.renderingMode
    }

    /// Hashes the object's identity, or the file of a named image, or the symbol's name.
    public func hash(into hasher: inout Hasher) {
        if let namedKey {
            hasher.combine(namedKey)
        } else if let symbolName {
            hasher.combine(symbolName)
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
    }
}
