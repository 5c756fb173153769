public import TandemUIKit

extension UIView {
    /// Makes `changes` to UIKit views with the timing of a SwiftUI
    /// `animation`, then calls `completion`.
    ///
    /// Tandem applies the changes at once (see docs/Compatibility.md), so
    /// `completion` runs right after `changes`, before this returns.
    @MainActor @preconcurrency
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}
