/// Whether a scene is in use: shown and taking input, shown but not, or
/// not shown. Read it with `@Environment(\.scenePhase)`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown but not taking input.
    case inactive
    /// Shown and taking input.
    case active
}

extension EnvironmentValues {
    private struct ScenePhaseKey: EnvironmentKey {
        static let defaultValue = ScenePhase.active
    }

    /// The phase of the scene the view is in. A running Tandem application's
    /// windows are active while it runs (Linux desktops do not suspend
    /// applications; see docs/Compatibility.md).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
