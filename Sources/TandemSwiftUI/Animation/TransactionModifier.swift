/// Changes the transaction of the updates made to the view:
/// `.transaction(_:)`.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        let graph = updater.graph
        var transaction = graph.transaction
        let before = transaction.animation
        transform(&transaction)
        // Only a change of animation changes what the subtree does.
        guard !updater.isNew, transaction.animation != before else {
            updater.reconcile(single: content)
            return
        }
        updater.performSubtree(in: transaction) {
            updater.reconcile(single: content)
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
