/// Dismisses the presentation the view is in: what `@Environment(\.dismiss)` gives.
///
/// The nearest of these, from the view's hosting controller up through its
/// parents, ends: a screen pushed on a navigation controller (popped, with
/// what is above it), or a presented controller (dismissed). Where there is
/// neither it does nothing.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the current presentation.
    @MainActor public func callAsFunction() {
        action()
    }
}

extension EnvironmentValues {
    private struct DismissKey: EnvironmentKey {
        static var defaultValue: DismissAction { DismissAction(action: {}) }
    }

    /// Dismisses the current presentation.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
