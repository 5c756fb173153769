/// The result of an `if/else` or `switch` in a `ViewBuilder`: one of two views.
///
/// The two branches are different identities: switching branch drops the
/// old branch's state and UIKit views and creates the other's.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        switch storage {
        case .trueContent(let view): updater.reconcile([(.trueBranch, view)])
        case .falseContent(let view): updater.reconcile([(.falseBranch, view)])
        }
    }
}
