import TandemUIKit

/// What an alert or confirmation dialog shows, whichever API described it.
@MainActor
struct AlertDescription {
    /// One button.
    struct Action {
        let title: String
        let role: ButtonRole?
        let action: (() -> Void)?
    }

    var title: String?
    var message: String?
    var actions: [Action]
    var style: UIAlertController.Style

    /// The description of an iOS 15 style alert or dialog: the buttons of
    /// `actions` (OK when there are none; for dialogs a Cancel button is added
    /// when none cancels, as on iOS) and the text of `message`. With a
    /// resolver, a custom view among the actions is read through (a custom
    /// view of several buttons gives each), its state kept by the resolver.
    init(
        title: String?, actions: any View, message: (any View)?, style: UIAlertController.Style,
        resolver: ViewListResolver?
    ) {
        self.title = title
        self.style = style
        var parts = ButtonParts()
        if let message { ButtonParts.read(message, into: &parts) }
        self.message = parts.title
        var collected: [Action] = []
        let rows =
            resolver.map { resolver in
                LazyRows.collect(actions, resolver: resolver) { !($0 is any ButtonPartSource.Type) }
            } ?? LazyRows.collect(actions)
        for row in rows {
            var button = ButtonParts()
            ButtonParts.read(row.make(), into: &button)
            guard let title = button.title else { continue }
            collected.append(Action(title: title, role: button.role, action: button.action))
        }
        if collected.isEmpty && style == .alert { collected = [Action(title: "OK", role: nil, action: nil)] }
        if style == .actionSheet && !collected.contains(where: { $0.role == .cancel }) {
            collected.append(Action(title: "Cancel", role: .cancel, action: nil))
        }
        self.actions = collected
    }

    init(title: String?, message: String?, actions: [Action], style: UIAlertController.Style) {
        self.title = title
        self.message = message
        self.actions = actions
        self.style = style
    }

    /// A UIKit alert controller showing this description; `reset` runs
    /// when it is dismissed (before the tapped button's action).
    func makeController() -> PresentedAlertController {
        let controller = PresentedAlertController(title: title, message: message, preferredStyle: style)
        for action in actions {
            let style: UIAlertAction.Style =
                action.role == .cancel ? .cancel : action.role == .destructive ? .destructive : .default
            let run = action.action
            controller.addAction(UIAlertAction(title: action.title, style: style) { _ in run?() })
        }
        return controller
    }
}
