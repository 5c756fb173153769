public import Foundation

/// A control that opens a URL with the environment's `openURL` action,
/// its label in the accent color.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the destination.
    public var body: some View {
        Button(action: { openURL(destination) }) { label }
            .accessibilityAttachment {
                $0.addedTraits = .isLink
                $0.removedTraits = .isButton
            }
    }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
