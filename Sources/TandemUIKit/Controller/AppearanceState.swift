import Foundation
import TandemGraphics

/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}
