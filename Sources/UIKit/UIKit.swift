@_exported public import CoreGraphics
// `import UIKit` on Linux: as on iOS it brings Foundation and CoreGraphics
// along with UIKit's own API, which lives in TandemUIKit. No logic lives here.
@_exported public import Foundation
@_exported public import TandemUIKit
