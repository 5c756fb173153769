import Foundation
import TandemGraphics
import TandemSupport

/// A message with buttons, shown over the screen: an alert (a centered card)
/// or an action sheet (a card at the bottom).
///
/// Present it with `present(_:animated:completion:)`; tapping an action
/// dismisses it and then runs the action's handler. Text fields
/// (``addTextField(configurationHandler:)``) are for alerts only. Main actor only.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the controller is shown.
    public enum Style: Int, Sendable {
        /// A card at the bottom of the screen.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// The alert's style.
    open private(set) var preferredStyle: Style = .alert
    /// The message under the title.
    open var message: String? { didSet { alertView?.setNeedsLayout() } }
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added.
    open private(set) var textFields: [UITextField]? = nil
    /// The action drawn bold (Return triggers it).
    open var preferredAction: UIAlertAction?

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an action. A second cancel action is reported and ignored, as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.report(
                "UIAlertController",
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel; ignored")
            return
        }
        actions.append(action)
        alertView?.reloadActions()
    }

    /// Adds a text field (alerts only; an action sheet reports and ignores it).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.report(
                "UIAlertController",
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; ignored")
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        alertView?.reloadActions()
    }

    /// The alert's view: the dimmed screen with the card.
    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// The first text field starts editing when the alert appears.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    /// Dismisses the alert, then — once it is gone, at the commit — runs `action`'s handler.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

extension UIAlertController: DefaultTransitionProviding {
    /// An alert fades and scales in; an action sheet rises.
    func defaultTransitionAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        AlertTransitionAnimator(presenting: presenting, style: preferredStyle)
    }
}
