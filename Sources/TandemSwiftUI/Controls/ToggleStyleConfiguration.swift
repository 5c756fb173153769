/// What a toggle style receives: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// Never called: a primitive view (its node holds the label itself).
        public var body: Never { primitiveBodyCalled(Self.self) }
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label

    /// Whether the toggle is on; setting it switches the toggle (writes its binding).
    @Binding public var isOn: Bool

    /// Whether the toggle stands for several values that are not all the
    /// same (always false: Tandem's toggles are bound to one value).
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content.view)
    }
}
