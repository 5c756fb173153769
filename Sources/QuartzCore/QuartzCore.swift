@_exported public import CoreGraphics
// `import QuartzCore` on Linux: Core Animation (`CALayer`, `CABasicAnimation`,
// `CATransaction`, `CADisplayLink`, `CACurrentMediaTime()`…), which lives in
// TandemUIKit, with Foundation and CoreGraphics as on Apple's systems. It
// brings UIKit's names too (Core Animation cannot be split out of
// TandemUIKit: views and layers are made together). No logic lives here.
@_exported public import Foundation
@_exported public import TandemUIKit
