/// A modifier that is a layout of its content (padding, frames, offsets):
/// the node lays out the content with it and draws nothing itself.
protocol LayoutModifier: PrimitiveModifier, Layout {}

extension LayoutModifier {
    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.setLayout(self)
        var environment = node.environment
        if environment.stackAxis != nil { environment.stackAxis = nil }
        node.reconcile(single: content, environment: environment)
    }
}
