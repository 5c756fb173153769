import Foundation
import TandemGraphics
import TandemSupport

/// A view controller transition run by a custom animator: the context the
/// animator (and an interaction controller) works with, and the transition
/// coordinator the controllers taking part see while it runs.
///
/// The container that starts it (a navigation, tab bar or presentation)
/// gives what happens at the end: `finish` makes the change final or undoes
/// it (views, appearance callbacks), `after` tells its delegate. The order
/// is UIKit's: the animator's `animateTransition(using:)` (or the
/// interaction controller's `startInteractiveTransition(_:)`), the blocks
/// queued alongside, then, at `completeTransition(_:)`, `finish`, the
/// coordinator's completions, the animator's `animationEnded(_:)`, `after`.
@preconcurrency @MainActor
final class ViewControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController?
    private let to: UIViewController?
    private let fromView: UIView?
    private var toView: UIView?
    /// Frames at the start and the end, per controller (absent: `.zero`).
    private let initialFrames: [ObjectIdentifier: CGRect]
    private var finalFrames: [ObjectIdentifier: CGRect]
    private let finish: (Bool) -> Void
    private let after: (Bool) -> Void

    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// How far an interactive transition is, as last reported (0...1).
    private(set) var percentComplete: CGFloat = 0
    private var hasCompleted = false
    private var hasStarted = false
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// The controllers whose `transitionCoordinator` is this transition while it runs.
    private let participants: [UIViewController]

    init(
        container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
        frames: (initial: [(UIViewController, CGRect)], final: [(UIViewController, CGRect)]),
        animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?,
        presentationStyle: UIModalPresentationStyle, participants: [UIViewController],
        finish: @escaping (Bool) -> Void, after: @escaping (Bool) -> Void
    ) {
        containerView = container
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        initialFrames = Dictionary(frames.initial.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        finalFrames = Dictionary(frames.final.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.animator = animator
        self.interactor = interactor
        self.presentationStyle = presentationStyle
        self.participants = participants
        self.finish = finish
        self.after = after
        // Seen by the participants from before their `viewWillAppear`/`Disappear`, as in UIKit.
        for controller in participants { controller.activeTransition = self }
    }

    /// Starts the animations: the interaction controller's start when it
    /// wants an interactive start, else the animator's.
    func start() {
        guard !hasStarted else { return }
        hasStarted = true
        if let interactor, interactor.wantsInteractiveStart {
            isInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            runAnimations()
        }
    }

    /// Runs the animator's animations, then the blocks queued alongside in
    /// an animation of the transition's duration (a percent-driven
    /// interaction controller calls this while it gathers the animations it scrubs).
    func runAnimations() {
        animator.animateTransition(using: self)
        runAlongside()
    }

    private func runAlongside() {
        guard !alongside.isEmpty else { return }
        let blocks = alongside
        alongside = []
        UIView.animate(withDuration: transitionDuration) {
            for block in blocks { block(self) }
        }
    }

    // MARK: UIViewControllerContextTransitioning

    var isAnimated: Bool { true }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            Diagnostics.report(
                "UIViewControllerContextTransitioning",
                "completeTransition(_:) called twice; the second call is ignored")
            return
        }
        hasCompleted = true
        isInteractive = false
        if !didComplete { transitionWasCancelled = true }
        finish(didComplete)
        for controller in participants where controller.activeTransition === self { controller.activeTransition = nil }
        let done = completions
        completions = []
        for completion in done { completion(self) }
        animator.animationEnded(didComplete)
        after(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    /// Sets the view a presentation shows and where it ends, once they are
    /// known: they are worked out after its `presentationTransitionWillBegin`
    /// (where a popover adapts), which runs after the transition is made.
    func setPresented(_ view: UIView?, frame: CGRect, for vc: UIViewController) {
        toView = view
        finalFrames[ObjectIdentifier(vc)] = frame
    }

    // MARK: UIViewControllerTransitionCoordinator

    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval {
        let duration = animator.transitionDuration(using: self)
        return duration.isFinite ? max(0, duration) : 0
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasCompleted else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            // Queued before the animations start, it runs with them; after, at once in the transition's duration.
            alongside.append(animation)
            if hasStarted { runAlongside() }
        }
        return true
    }

    /// The container of a custom change between two children of a
    /// navigation or tab bar controller: a view at `frame` (where the
    /// content goes) in `container`, below `bar`, holding the old view
    /// (moved in without leaving the window); both views are sized to it.
    static func childChangeContainer(
        in container: UIView, at frame: CGRect, below bar: UIView, from oldView: UIView, to newView: UIView
    ) -> UIView {
        let wrapper = UIView(frame: frame)
        container.insertSubview(wrapper, belowSubview: bar)
        wrapper.addSubview(oldView)
        oldView.frame = wrapper.bounds
        newView.frame = wrapper.bounds
        return wrapper
    }
}
