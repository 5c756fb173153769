import Foundation
import TandemGraphics

/// The view covering the window during a presentation: it holds what the
/// presentation controller puts there and places the presented view at the
/// controller's frame on every layout (so a resized window re-places it).
@preconcurrency @MainActor
final class PresentationContainerView: UIView {
    private weak var controller: UIPresentationController?
    /// Whether touches outside the subviews go through to the views below (an undimmed sheet).
    var passesTouchesThrough = false

    init(controller: UIPresentationController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        guard let controller else { return super.layoutSubviews() }
        controller.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        if let presented = controller.presentedView, presented.superview === self {
            presented.frame = controller.frameOfPresentedViewInContainerView
        }
        controller.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }
}
