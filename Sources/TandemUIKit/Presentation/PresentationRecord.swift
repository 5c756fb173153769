import Foundation
import TandemGraphics

/// A presentation in progress, kept by the presenter: the presented
/// controller, its presentation controller, and the covered controller.
@preconcurrency @MainActor
final class PresentationRecord {
    let presented: UIViewController
    let presentationController: UIPresentationController
    /// The view added to the window: the presentation controller's container.
    let container: UIView
    /// The full-screen controller the presentation covers, if any.
    let covered: UIViewController?
    /// Where the covered controller's view was in its superview, to put it back there.
    var coveredPlace: (superview: UIView, index: Int)?

    init(
        presented: UIViewController, presentationController: UIPresentationController, container: UIView,
        covered: UIViewController?
    ) {
        self.presented = presented
        self.presentationController = presentationController
        self.container = container
        self.covered = covered
    }
}
