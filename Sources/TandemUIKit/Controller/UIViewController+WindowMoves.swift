import Foundation

/// How a contained controller's appearance follows its view into and out of a window.
extension UIViewController {
    /// The view is about to leave a window: a contained controller that is
    /// shown disappears (will and did, at once).
    func viewWillMove(toWindow window: UIWindow?) {
        guard window == nil, !isManagedByWindow, parent != nil,
            appearanceState == .appeared || appearanceState == .appearing
        else { return }
        beginAppearanceTransition(false, animated: false)
    }

    /// The view entered or left a window: a contained controller appears when
    /// its parent is shown or appearing (a child added in the parent's
    /// `viewWillAppear` or first layout appears with it; its viewDidAppear
    /// comes at the commit or with the parent's), and finishes disappearing
    /// when it left.
    func viewDidMove(toWindow window: UIWindow?) {
        guard !isManagedByWindow else { return }
        if window == nil {
            if appearanceState == .disappearing { endAppearanceTransition() }
            return
        }
        guard let window, !window.isHidden, let parent,
            parent.appearanceState == .appeared || parent.appearanceState == .appearing,
            appearanceState == .disappeared
        else { return }
        beginAppearanceTransition(true, animated: false)
        window.enqueueAppearanceEnd(self)
    }
}
