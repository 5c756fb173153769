/// A type-erased view.
///
/// The wrapped view's type is part of its identity: when an `AnyView`
/// starts wrapping a view of another type, the old view's state is dropped,
/// as in SwiftUI. Prefer `@ViewBuilder` and `some View` where you can.
public struct AnyView: View {
    let view: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
    }

    /// Wraps `view`, as ``init(_:)`` does.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// Wraps a view whose type is known only at run time.
    init(erasingAny view: any View) {
        if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
    }

    /// Wraps a value if it is a view; `nil` otherwise.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension AnyView: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: view)
    }
}
