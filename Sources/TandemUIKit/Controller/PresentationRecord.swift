import Foundation
import TandemGraphics

/// A presented controller and what was put in the window for it.
@preconcurrency @MainActor
final class PresentationRecord {
    let presented: UIViewController
    /// The view added to the window: the presented view, or a sheet holding it.
    let container: UIView
    let dimming: UIView?
    /// The full-screen controller the presentation hides, if any.
    let covered: UIViewController?

    init(presented: UIViewController, container: UIView, dimming: UIView?, covered: UIViewController?) {
        self.presented = presented
        self.container = container
        self.dimming = dimming
        self.covered = covered
    }
}
