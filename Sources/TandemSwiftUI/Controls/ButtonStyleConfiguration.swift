/// What a button style receives: the button's label, its role and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// Never called: a primitive view (its node holds the label itself).
        public var body: Never { primitiveBodyCalled(Self.self) }
    }

    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// Whether a touch is down on the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content.view)
    }
}
