// `import Combine` on Linux: Combine's API from TandemReactive, and
// Foundation, whose publishers (Timer, NotificationCenter) it extends.
// No logic lives here.
@_exported public import Foundation
@_exported public import TandemReactive
