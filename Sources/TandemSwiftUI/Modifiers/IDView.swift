/// A view with an explicit identity: when the id changes, the view is a new
/// one (state reset, UIKit views made again).
struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile([(.explicit(AnyHashable(id)), content)])
    }
}

extension IDView: EnvironmentTransparent {}

extension View {
    /// Gives the view an explicit identity: a different `id` makes it a
    /// different view, whose state starts over.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}

/// A view given an explicit identity with `.id(_:)`, seen through `any View`
/// (a `List` row's view, searched by `ScrollViewProxy.scrollTo`).
@MainActor
protocol ExplicitlyIdentifiedView {
    /// The id given with `.id(_:)`.
    var explicitID: AnyHashable { get }
}

extension IDView: ExplicitlyIdentifiedView {
    var explicitID: AnyHashable { AnyHashable(id) }
}
