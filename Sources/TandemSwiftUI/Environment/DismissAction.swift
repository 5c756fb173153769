/// Dismisses the presentation the view is in: what `@Environment(\.dismiss)` gives.
///
/// In a view hosted by a presented `UIHostingController`, calling it
/// dismisses that controller. Where nothing is presented it does nothing.
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
