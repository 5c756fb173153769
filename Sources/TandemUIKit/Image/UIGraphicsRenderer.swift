import Foundation
import TandemGraphics

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
