public import TandemUIKit

extension UIView {
    /// Makes `changes` to UIKit views with the timing of a SwiftUI
    /// `animation`: the animatable properties they change animate with it;
    /// `completion` runs when the animations have stopped (after the next
    /// frame when nothing animated).
    @MainActor @preconcurrency
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        RepresentableAnimation.run(Transaction(animation: animation), changes: changes, completion: completion)
    }
}
