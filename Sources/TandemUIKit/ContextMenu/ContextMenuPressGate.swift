import Foundation

/// The delegate of a context menu interaction's long press: the press
/// begins only where the interaction's delegate has a menu.
@preconcurrency @MainActor
final class ContextMenuPressGate: UIGestureRecognizerDelegate {
    private unowned let interaction: UIContextMenuInteraction

    init(interaction: UIContextMenuInteraction) {
        self.interaction = interaction
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction.pressMayBegin()
    }
}
