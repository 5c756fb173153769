/// A modifier that is a layout of its content (padding, frames, offsets):
/// the node lays out the content with it and draws nothing itself.
protocol LayoutModifier: SingleItemModifier, Layout {}

extension LayoutModifier {
    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(self)
        var environment = updater.environment
        if environment.stackAxis != nil { environment.stackAxis = nil }
        updater.reconcile(single: content, environment: environment)
    }
}
