import Foundation
import TandemGraphics

/// The display windows are shown on: the headless display unless an
/// application chose another.
@preconcurrency @MainActor
package enum ActiveDisplay {
    /// The display `UIScreen.main` and new windows come from.
    package static var current: TandemDisplay = HeadlessDisplay(screens: [.fromEnvironment]) {
        didSet { UIScreen.mainScreenChanged() }
    }
}
