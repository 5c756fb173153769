import Foundation

/// A layout applied to content: a node with the `.layout` role.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        updater.setLayout(layout)
        var environment = updater.environment
        environment.stackAxis = (layout as? AnyLayout)?.wrappedOrientation ?? L.layoutProperties.stackOrientation
        if let elements = ViewTupleLookup.elements(of: content) {
            // A tuple is transparent in layout: its elements are the
            // stack's children (keyed by position, as the tuple keys them),
            // one node fewer for every stack of several views.
            var children: [(ChildKey, any View)] = []
            children.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() { children.append((.index(index), element)) }
            updater.reconcile(children, environment: environment)
        } else {
            updater.reconcile(single: content, environment: environment)
        }
    }
}
