/// What a button style receives: the button's label, its role and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label.
        public var body: some View { content }
    }

    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// Whether a touch is down on the button.
    public let isPressed: Bool
}
