/// Animates the changes made to the view when `value` changes:
/// `.animation(_:value:)` (and the deprecated `.animation(_:)`, whose
/// value changes with every update).
struct AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Value

    /// The value seen at the last update.
    private final class Storage {
        var value: Value

        init(value: Value) {
            self.value = value
        }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        guard let storage = updater.primitiveStorage(ifKept: Storage.self) else {
            // The first value: nothing changed.
            _ = updater.primitiveStorage { Storage(value: value) }
            updater.reconcile(single: content)
            return
        }
        let changed = storage.value != value
        storage.value = value
        let graph = updater.graph
        // A transaction that disables animations keeps its own (SwiftUI's rule).
        guard changed, !graph.transaction.disablesAnimations else {
            updater.reconcile(single: content)
            return
        }
        var transaction = graph.transaction
        transaction.animation = animation
        updater.performSubtree(in: transaction) {
            updater.reconcile(single: content)
        }
    }
}

/// A value that is never equal to another: the deprecated
/// `.animation(_:)` animates every update of its view.
struct EveryUpdate: Equatable {
    static func == (lhs: EveryUpdate, rhs: EveryUpdate) -> Bool { false }
}

extension View {
    /// Animates the changes made to this view with `animation` when `value`
    /// changes (frames, opacity, transforms and colors of its views;
    /// insertions and removals inside it). A nil animation makes them at
    /// once, even inside `withAnimation`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change made to this view with `animation`.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(AnimationModifier(animation: animation, value: EveryUpdate()))
    }
}
