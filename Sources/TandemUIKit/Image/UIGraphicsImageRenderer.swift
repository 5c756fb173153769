public import Foundation
public import TandemGraphics

/// Settings shared by UIKit's renderers.
open class UIGraphicsRendererFormat {
    /// The bounds the renderer draws into.
    open var bounds: CGRect = .zero
    /// Creates default settings.
    public init() {}
}

/// The settings of an image renderer: scale and opacity.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The range of colors an image can hold; Tandem always renders standard (sRGB) images.
    public enum Range: Int, Sendable {
        /// Chosen by the system.
        case unspecified = -1
        /// Chosen automatically.
        case automatic = 0
        /// Extended range (rendered as standard in Tandem).
        case extended = 1
        /// Standard sRGB.
        case standard = 2
    }

    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat = UIScreen.mainScale
    /// Whether the image has no alpha channel (unpainted pixels are black).
    open var opaque: Bool = false
    /// The color range; ignored (always standard).
    open var preferredRange: Range = .standard

    /// The default format: the main screen's scale, not opaque.
    public override init() { super.init() }

    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer hands to its drawing block.
open class UIGraphicsRendererContext {
    /// The CoreGraphics context, in UIKit's coordinates (origin top-left, in points).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill color and a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes `rect`'s outline with the current stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline with a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Runs `body` with `blendMode` set, restoring the state afterwards.
    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context of an image renderer's block.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let imageScale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        imageScale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageScale, orientation: .up)
    }
}

/// A renderer's common part.
open class UIGraphicsRenderer {
    /// The format given at creation.
    public let format: UIGraphicsRendererFormat

    init(format: UIGraphicsRendererFormat) {
        self.format = format
    }

    /// Whether the renderer can produce images; always true.
    open var allowsImageOutput: Bool { true }
}

/// Draws into a bitmap and returns it as a `UIImage` or PNG data.
///
/// Thread-safe: each call makes its own context. The block's context is
/// current for UIKit drawing (`UIGraphicsGetCurrentContext()`, `UIBezierPath`,
/// `UIImage.draw`, `NSString` drawing) while it runs.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A block that draws with the renderer's context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private let imageFormat: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds` (its origin becomes the image's top-left) in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer for `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        format.bounds = bounds
        imageFormat = format
        super.init(format: format)
    }

    /// Runs `actions` on a fresh bitmap and returns the image. An empty or
    /// invalid size gives an empty image, reported.
    open func image(actions: DrawingActions) -> UIImage {
        guard let context = makeContext() else { return UIImage() }
        run(context, actions)
        return context.currentImage
    }

    /// Runs `actions` and returns the image as PNG data (empty for an empty size).
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// JPEG is not supported: draws, reports, and returns PNG data instead.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        Diagnostics.report("UIGraphicsImageRenderer", "JPEG encoding is not supported; returning PNG data")
        return pngData(actions: actions)
    }

    private func makeContext() -> UIGraphicsImageRendererContext? {
        let bounds = imageFormat.bounds
        guard
            let cgContext = UIKitBitmap.makeContext(
                size: bounds.size, scale: imageFormat.scale, opaque: imageFormat.opaque)
        else {
            Diagnostics.report("UIGraphicsImageRenderer", "cannot render an image of bounds \(bounds)")
            return nil
        }
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        return UIGraphicsImageRendererContext(cgContext: cgContext, format: imageFormat)
    }

    /// Runs the drawing block with its context current for UIKit drawing.
    private func run(_ context: UIGraphicsImageRendererContext, _ actions: DrawingActions) {
        UIGraphicsPushContext(context.cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
    }
}
