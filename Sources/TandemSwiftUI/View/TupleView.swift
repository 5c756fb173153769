/// Several views side by side, as a `ViewBuilder` block builds them.
///
/// Each element is a child with its own identity (its position). Inside a
/// stack, every element is a separate subview.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T

    /// Wraps a tuple of views. Elements that are not views are ignored,
    /// since they cannot be shown.
    public init(_ value: T) {
        self.value = value
    }

    /// The views in order, read out of the tuple where they lie (``TupleElements``).
    @MainActor var elements: [any View] { TupleElements.of(T.self).views(in: value) }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension TupleView: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(elements.enumerated().map { (ChildKey.index($0.offset), $0.element) })
    }
}
