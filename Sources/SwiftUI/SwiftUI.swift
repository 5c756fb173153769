@_exported public import Combine
// `import SwiftUI` on Linux: as on iOS it brings Foundation, Combine's names
// and UIKit along with SwiftUI's own API, which lives in TandemSwiftUI.
// No logic lives here.
@_exported public import Foundation
// Apple's SwiftUI re-exports Observation (iOS 17): `@Observable` needs no import of its own.
@_exported public import Observation
@_exported public import TandemSwiftUI
@_exported public import UIKit
