import Foundation

/// The animator of a context menu's appearance or dismissal: the blocks
/// the delegate adds run in an animation block alongside the menu's own
/// opening or closing, and the completions when it ends (at once when
/// animations are off).
@preconcurrency @MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    var previewViewController: UIViewController? { nil }

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the queued animations over `duration` (the menu's opening or
    /// closing), then the completions.
    func run(over duration: TimeInterval) {
        let queuedAnimations = animations
        let queuedCompletions = completions
        animations = []
        completions = []
        guard !queuedAnimations.isEmpty || !queuedCompletions.isEmpty else { return }
        guard UIView.areAnimationsEnabled else {
            for animation in queuedAnimations { animation() }
            for completion in queuedCompletions { completion() }
            return
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.allowUserInteraction],
            animations: { for animation in queuedAnimations { animation() } },
            completion: { _ in for completion in queuedCompletions { completion() } })
    }
}
