/// A modifier that is a layout of its content (padding, frames, offsets):
/// the node lays out the content with it and draws nothing itself.
protocol LayoutModifier: SingleItemModifier, Layout {}

extension LayoutModifier {
    /// The content keeps the environment, the stack's axis included: a
    /// modifier is not a container, so `Divider().frame(height: 40)` in an
    /// `HStack` is a vertical line and `Spacer().frame(width: 20)` a gap
    /// only as tall as its row, as in SwiftUI.
    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(self)
        updater.reconcile(single: content)
    }
}
