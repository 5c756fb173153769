public import Foundation
import TandemGraphics

/// The presentation styles of `UIViewController.modalPresentationStyle`, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter disappears.
    case fullScreen = 0
    /// A card over the dimmed presenter, which stays.
    case pageSheet = 1
    /// A centered form (drawn as a page sheet in Tandem).
    case formSheet = 2
    /// Covers the presenter's context (full screen in Tandem).
    case currentContext = 3
    /// A custom transition (full screen in Tandem).
    case custom = 4
    /// Covers the screen; the presenter stays underneath.
    case overFullScreen = 5
    /// Covers the context; the presenter stays underneath.
    case overCurrentContext = 6
    /// A popover (a page sheet in Tandem).
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}

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

@preconcurrency @MainActor
enum Presentation {
    /// The distance of a page sheet's top from the safe area's top.
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10

    static func present(
        _ controller: UIViewController, from presenter: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        guard let window = presenter.viewIfLoaded?.window else {
            Diagnostics.report(
                "UIViewController",
                "Attempt to present \(type(of: controller)) on \(type(of: presenter)) whose view is not in the window hierarchy!")
            return
        }
        if let current = presenter.presentedViewController {
            Diagnostics.report(
                "UIViewController",
                "Attempt to present \(type(of: controller)) on \(type(of: presenter)) which is already presenting \(type(of: current))")
            return
        }
        guard controller.presentedBy == nil, controller.parent == nil, controller.viewIfLoaded?.window == nil else {
            Diagnostics.report("UIViewController", "Application tried to present \(type(of: controller)), which is already shown; ignored")
            return
        }
        let style = controller.modalPresentationStyle
        let fullScreen = [.fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext].contains(style)
        let coversPresenter = style == .fullScreen || style == .currentContext || style == .custom
        controller.isManagedByWindow = true
        controller.presentedBy = presenter
        let covered = coversPresenter ? topFullScreenController(in: window) : nil
        covered?.beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)

        let container: UIView
        var dimming: UIView?
        if fullScreen {
            container = controller.view
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        } else {
            let dim = UIView(frame: window.bounds)
            dim.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(dim)
            dimming = dim
            let top = window.safeAreaInsets.top + sheetTopGap
            let sheet = UIView(frame: CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top))
            sheet.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            sheet.layer.cornerRadius = sheetCornerRadius
            sheet.clipsToBounds = true
            let content: UIView = controller.view
            content.frame = sheet.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            sheet.addSubview(content)
            window.addSubview(sheet)
            container = sheet
        }
        presenter.presentationRecord = PresentationRecord(
            presented: controller, container: container, dimming: dimming, covered: covered)
        window.enqueueAppearanceEnd(controller)
        window.enqueueCompletion {
            if let covered {
                covered.endAppearanceTransition()
                covered.viewIfLoaded?.layer.isHidden = true
            }
            completion?()
        }
    }

    static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let record = controller.presentationRecord else {
            if let presenter = controller.presentedBy {
                dismiss(from: presenter, animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        // Dismissing a controller also dismisses what it presented, top first.
        if record.presented.presentationRecord != nil {
            dismiss(from: record.presented, animated: false, completion: nil)
        }
        let window = record.container.window
        let presented = record.presented
        presented.beginAppearanceTransition(false, animated: animated)
        if let covered = record.covered {
            covered.viewIfLoaded?.layer.isHidden = false
            covered.beginAppearanceTransition(true, animated: animated)
        }
        if record.container === presented.viewIfLoaded {
            record.container.removeFromSuperview()
        } else {
            record.container.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
        }
        record.dimming?.removeFromSuperview()
        controller.presentationRecord = nil
        presented.presentedBy = nil
        presented.isManagedByWindow = false
        let finish = {
            presented.endAppearanceTransition()
            record.covered?.endAppearanceTransition()
            completion?()
        }
        if let window {
            window.enqueueCompletion(finish)
        } else {
            finish()
        }
    }

    /// The controller filling the window now: the last full-screen presented one, else the root.
    private static func topFullScreenController(in window: UIWindow) -> UIViewController? {
        var top = window.rootViewController
        var current = window.rootViewController
        while let presented = current?.presentedViewController {
            if [.fullScreen, .currentContext, .custom].contains(presented.modalPresentationStyle) { top = presented }
            current = presented
        }
        return top
    }
}
