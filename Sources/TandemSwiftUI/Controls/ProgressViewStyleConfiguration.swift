/// What a progress view style receives: how much is done, and the
/// progress view's labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// Never called: a primitive view (its node holds the label itself).
        public var body: Never { primitiveBodyCalled(Self.self) }
    }

    /// The label that describes the current value, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView

        /// Never called: a primitive view (its node holds the label itself).
        public var body: Never { primitiveBodyCalled(Self.self) }
    }

    /// How much is done, from 0 to 1; nil when the amount is unknown.
    public let fractionCompleted: Double?

    /// The progress view's label, if it has one.
    public var label: ProgressViewStyleConfiguration.Label?

    /// The label describing the current value, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content.view)
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content.view)
    }
}
