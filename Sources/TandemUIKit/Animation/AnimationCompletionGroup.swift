/// Animations started together — by a `UIView.animate` block or a
/// `CATransaction` with a completion block — whose completion runs once
/// all of them have stopped: with true when every one ran to its end, false
/// when one was removed or replaced first. (`package`: a SwiftUI
/// transaction's completion is such a group.)
@MainActor
package final class AnimationCompletionGroup {
    private var pending = 0
    private var isOpen = true
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    package init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// One more animation of the group was added.
    func add() {
        pending += 1
    }

    /// One of the group's animations stopped.
    func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        runIfDone()
    }

    /// The block or transaction that adds animations ended: none are added
    /// after this. When none were added, the completion runs after the
    /// next frame (never during the call that animated), as in UIKit.
    package func close() {
        isOpen = false
        if pending == 0 {
            AnimationEngine.afterNextFrame { [self] in runIfDone() }
        }
    }

    private func runIfDone() {
        guard !isOpen, pending == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
