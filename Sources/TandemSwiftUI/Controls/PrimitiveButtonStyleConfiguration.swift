/// What a primitive button style receives: the button's label, its role,
/// and the trigger that runs its action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// Never called: a primitive view (its node holds the label itself).
        public var body: Never { primitiveBodyCalled(Self.self) }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// The button's action; a no-op for a disabled button.
    let action: () -> Void

    /// Runs the button's action (nothing, when the button is disabled).
    public func trigger() {
        action()
    }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content.view)
    }
}

extension PrimitiveButtonStyleConfiguration.Label: EnvironmentTransparent {}
