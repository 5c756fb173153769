/// Changes the transaction of the updates made to the view:
/// `.transaction(_:)`.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.setLayout(PassthroughLayout())
        let graph = node.graph
        var transaction = graph.transaction
        let before = transaction.animation
        transform(&transaction)
        // Only a change of animation changes what the subtree does.
        guard !node.isEvaluatingAsNew, transaction.animation != before else {
            node.reconcile(single: content, environment: node.environment)
            return
        }
        graph.animator.performSubtree(of: node, in: transaction) {
            node.reconcile(single: content, environment: node.environment)
        }
    }
}

extension View {
    /// Changes the transaction of the updates made to this view (and
    /// inside it) with `transform`: `{ $0.animation = nil }` makes them at
    /// once; `{ $0.animation = .linear }` animates them.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }
}
