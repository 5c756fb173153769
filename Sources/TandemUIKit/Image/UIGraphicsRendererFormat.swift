public import Foundation
import TandemGraphics

/// Settings shared by UIKit's renderers.
open class UIGraphicsRendererFormat {
    /// The bounds the renderer draws into.
    open var bounds: CGRect = .zero
    /// Creates default settings.
    public init() {}
}
