/// Views on top of each other, later ones in front, aligned on a point.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// A stack of the views `content` builds, aligned on `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension ZStack: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LayoutView(layout: layout, content: content).updateNode(updater)
    }
}
