@_exported public import CoreGraphics
// `import UIKit` on Linux: as on iOS it brings Foundation and CoreGraphics
// along with UIKit's own API, which lives in TandemUIKit. No logic lives here.
@_exported public import Foundation
@_exported public import TandemUIKit

// Apple's Foundation has URLSession and URLRequest; Linux's keeps them in
// FoundationNetworking, which `import UIKit` (and so `import SwiftUI`)
// brings too, so that an app's networking compiles unchanged.
#if canImport(FoundationNetworking)
    @_exported public import FoundationNetworking
#endif
