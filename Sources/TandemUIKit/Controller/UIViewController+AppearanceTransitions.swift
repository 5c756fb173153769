import Foundation

// The appearance callbacks' state machine: what `beginAppearanceTransition`
// and `endAppearanceTransition` (the overridable entry points, in the class)
// run.
extension UIViewController {
    /// `viewWillAppear` or `viewWillDisappear` unless the controller is
    /// already in or going to that state, then the shown children.
    func beginAppearanceCallbacks(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children where child.isViewShown(in: self) {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }

    /// `viewDidAppear` or `viewDidDisappear` for the transition begun last,
    /// then the children in a transition.
    func endAppearanceCallbacks() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
                child.endAppearanceTransition()
            }
        }
    }
}
