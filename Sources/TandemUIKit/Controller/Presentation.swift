import Foundation
import TandemGraphics
import TandemSupport

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
