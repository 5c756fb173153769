/// Groups views without laying them out: inside a stack each of its
/// children is a separate subview, and a modifier on the group applies to
/// each of them.
public struct Group<Content: View>: View {
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Group: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content)
    }
}
