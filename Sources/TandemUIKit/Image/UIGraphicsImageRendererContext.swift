import Foundation
import TandemGraphics

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
