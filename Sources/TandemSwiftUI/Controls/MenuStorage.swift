import Foundation
import TandemUIKit

/// What a `Menu`'s node keeps: its control, how to make its UIKit menu
/// from the current content, and the long press that opens it when a tap
/// runs the primary action.
@MainActor
final class MenuStorage {
    weak var control: ButtonControl?
    var makeMenu: @MainActor () -> UIMenu = { UIMenu() }
    var primaryAction: (() -> Void)?
    private var longPress: UILongPressGestureRecognizer?

    /// A tap: the primary action, else the menu.
    func tapped() {
        if let primaryAction {
            primaryAction()
        } else {
            open()
        }
    }

    /// Shows the menu under the control.
    func open() {
        guard let control else { return }
        MenuPresentation.present(makeMenu(), from: control, sender: control)
    }

    /// Adds (or removes) the long press that opens the menu.
    func installLongPress(_ wanted: Bool) {
        guard let control else { return }
        if wanted, longPress == nil {
            let press = UILongPressGestureRecognizer()
            press.addTarget(self, action: MenuStorage.pressed)
            control.addGestureRecognizer(press)
            longPress = press
        } else if !wanted, let press = longPress {
            control.removeGestureRecognizer(press)
            longPress = nil
        }
    }

    private func pressed(_ press: UIGestureRecognizer) {
        guard press.state == .began, control?.isEnabled ?? false else { return }
        // The recognized press cancels the control's touch: no tap follows.
        open()
    }
}
