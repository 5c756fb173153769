/// Several views side by side, as a `ViewBuilder` block builds them.
///
/// Each element is a child with its own identity (its position). Inside a
/// stack, every element is a separate subview.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T

    /// The elements in order, kept when the builder makes the tuple so the
    /// graph does not reflect over it on every evaluation.
    let elements: [any View]

    /// Wraps a tuple of views. Elements that are not views are ignored
    /// (and reported), since they cannot be shown.
    public init(_ value: T) {
        self.value = value
        var elements: [any View] = []
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { elements.append(view) }
        }
        if Mirror(reflecting: value).displayStyle != .tuple, let single = value as? any View {
            elements = [single]
        }
        self.elements = elements
    }

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension TupleView: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(elements.enumerated().map { (ChildKey.index($0.offset), $0.element) })
    }
}
