// `import CoreGraphics` on Linux: the geometry types Foundation already has
// (CGFloat, CGPoint, CGSize, CGRect) and the rest of CoreGraphics from
// TandemGraphics. No logic lives here.
@_exported public import Foundation
@_exported public import TandemGraphics
