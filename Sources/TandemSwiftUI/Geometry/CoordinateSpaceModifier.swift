/// Names a view's coordinate space so descendants can measure frames in it.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.setLayout(PassthroughLayout())
        node.coordinateSpaceName = name
        node.reconcile(single: content, environment: node.environment)
    }
}
