/// A view that shows nothing and takes no space: stacks leave it out.
public struct EmptyView: View {
    /// Creates the empty view.
    public init() {}

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension EmptyView: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile([])
    }
}
