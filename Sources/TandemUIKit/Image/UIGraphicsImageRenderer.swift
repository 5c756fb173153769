public import Foundation
import TandemGraphics
import TandemSupport

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

    /// Runs `actions` and returns the image as JPEG data at
    /// `compressionQuality` (0...1; empty for an empty size).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
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
