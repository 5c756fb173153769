import Foundation
import TandemUIKit

/// The recovery for out-of-range progress.
enum ProgressValue {
    static func fraction(_ value: Double, of total: Double) -> Double {
        guard total > 0, value.isFinite, total.isFinite else { return 0 }
        return min(1, max(0, value / total))
    }
}
