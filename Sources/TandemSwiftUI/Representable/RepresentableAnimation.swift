import TandemUIKit

/// `context.animate` and `UIView.animate(_:changes:completion:)`: UIKit
/// changes made with a SwiftUI animation's timing.
@MainActor
enum RepresentableAnimation {
    /// Runs `changes` with `transaction`'s animation (at once without one),
    /// then `completion` when its animations have stopped.
    static func run(_ transaction: Transaction, changes: () -> Void, completion: (() -> Void)?) {
        guard let animation = transaction.animation else {
            UIView.withoutEnclosingAnimation(changes)
            if let completion { AnimationEngine.afterNextFrame(completion) }
            return
        }
        animation.perform(joining: nil, completion: { _ in completion?() }, changes)
    }

    /// `body`'s result, with UIKit view changes in it made at once.
    static func withoutAnimation<T>(_ body: () -> T) -> T {
        var result: T?
        UIView.withoutEnclosingAnimation { result = body() }
        return result!
    }
}
