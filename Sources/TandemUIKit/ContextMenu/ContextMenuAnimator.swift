import Foundation

/// The animator of a context menu's appearance or dismissal: Tandem does
/// not animate it, so the blocks queued while the delegate runs run right after.
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

    /// Runs the queued animations, then the completions.
    func finish() {
        let queuedAnimations = animations
        let queuedCompletions = completions
        animations = []
        completions = []
        for animation in queuedAnimations { animation() }
        for completion in queuedCompletions { completion() }
    }
}
