/// Adds redaction reasons to the environment (`redacted(reason:)`), or
/// clears them (`unredacted()`).
struct RedactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The reasons added; nil clears them.
    let reasons: RedactionReasons?

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        var environment = updater.environment
        if let reasons {
            environment.redactionReasons.formUnion(reasons)
        } else {
            environment.redactionReasons = []
        }
        updater.reconcile(single: content, environment: environment)
    }
}

extension View {
    /// Redacts this view for `reason`, added to the reasons already in
    /// effect: with `.placeholder`, each line of its text is drawn as a
    /// rounded bar in the text's color at 16% opacity, and each bitmap image
    /// as a box of that color, keeping their sizes, as on iOS; with
    /// `.privacy`, only the views marked `privacySensitive()` are.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactionModifier(reasons: reason))
    }

    /// Shows this view unredacted, whatever redaction its ancestors asked for.
    public func unredacted() -> some View {
        modifier(RedactionModifier(reasons: nil))
    }
}
