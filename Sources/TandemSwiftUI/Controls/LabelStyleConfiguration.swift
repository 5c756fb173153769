/// What a label style receives: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView

        /// Never called: a primitive view (its node holds the title itself).
        public var body: Never { primitiveBodyCalled(Self.self) }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView

        /// Never called: a primitive view (its node holds the icon itself).
        public var body: Never { primitiveBodyCalled(Self.self) }
    }

    /// The label's title.
    public var title: LabelStyleConfiguration.Title
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content.view)
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content.view)
    }
}
