public import Foundation
import TandemGraphics

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
