/// Gives the tab of the modified view a badge (nil: none). Shows the content unchanged.
struct BadgeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: String?

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        node.reconcile([(.single, content)], environment: node.environment)
    }
}
