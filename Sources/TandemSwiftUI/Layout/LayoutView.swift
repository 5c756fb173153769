import Foundation

/// A layout applied to content: a node with the `.layout` role.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ node: ViewNode) {
        node.setLayout(layout)
        var environment = node.environment
        environment.stackAxis = (layout as? AnyLayout)?.wrappedOrientation ?? L.layoutProperties.stackOrientation
        node.reconcile([(.single, content)], environment: environment)
    }
}
