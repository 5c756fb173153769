/// A modifier that depends on the environment: SwiftUI resolves it, with the
/// environment where it is applied, into the modifier that is applied.
///
/// `resolve(in:)` runs when the modifier is applied and again whenever that
/// environment changes, and the modifier it returns is applied to the content.
@preconcurrency @MainActor
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier `resolve(in:)` returns.
    associatedtype ResolvedModifier: ViewModifier

    /// The modifier to apply in `environment` (the environment of the view
    /// the modifier is applied to).
    func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

extension EnvironmentalModifier {
    /// Applies the modifier resolved with `node`'s environment to `content`.
    func applyResolved<Content: View>(to content: Content, in updater: NodeUpdater) {
        updater.setGroup()
        let resolved = resolve(in: updater.environment)
        updater.reconcile(single: ModifiedContent(content: content, modifier: resolved))
    }
}

/// Applies the environmental modifiers of one `ModifiedContent` type (see
/// ``ModifierApplier``): a modifier node is re-evaluated whenever its
/// environment changes, so the modifier is resolved again then.
final class EnvironmentalModifierApplier<Modifier: EnvironmentalModifier>: ModifierApplier {
    override func apply<Content: View, Applied: ViewModifier>(
        _ modifier: Applied, to content: Content, in updater: NodeUpdater
    ) {
        precondition(Applied.self == Modifier.self, "an applier is used for its own modifier type")
        unsafeBitCast(modifier, to: Modifier.self).applyResolved(to: content, in: updater)
    }

}

extension ModifierApplier {
    /// The applier for environmental modifiers of `modifier`'s type.
    static func environmental(for modifier: any EnvironmentalModifier) -> ModifierApplier {
        func make<M: EnvironmentalModifier>(_: M) -> ModifierApplier { EnvironmentalModifierApplier<M>() }
        return _openExistential(modifier, do: make)
    }
}
