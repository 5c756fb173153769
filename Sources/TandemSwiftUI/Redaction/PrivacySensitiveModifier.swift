/// Marks the views inside as holding sensitive information
/// (`privacySensitive(_:)`), or unmarks them.
struct PrivacySensitiveModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isSensitive: Bool

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        var environment = updater.environment
        environment.isPrivacySensitive = isSensitive
        updater.reconcile(single: content, environment: environment)
    }
}

extension EnvironmentValues {
    private struct PrivacySensitiveKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Whether the views here were marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here draw redacted: always for
    /// `.placeholder`; for `.privacy` only in views marked
    /// `privacySensitive()`, as SwiftUI hides only those.
    var drawsRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Marks this view as holding sensitive information (or, with false,
    /// not): where the redaction reasons include `.privacy`, its text and
    /// images are drawn redacted, as a placeholder is; with other reasons it
    /// changes nothing.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(PrivacySensitiveModifier(isSensitive: sensitive))
    }
}
