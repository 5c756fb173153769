import Foundation
import TandemGraphics

/// The coordinator of a window's size change: the window's controllers
/// get `viewWillTransition(to:with:)` with it when the window's size
/// changes; what they queue runs when the window next lays itself out,
/// once its root view has the new size — the blocks alongside the change
/// first, then the completions. The change is not animated.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var ended = false

    init(containerView: UIView) {
        self.containerView = containerView
    }

    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var transitionDuration: TimeInterval { 0 }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !ended else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs what was queued, once.
    func finish() {
        guard !ended else { return }
        ended = true
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
        animations = []
        completions = []
    }
}
