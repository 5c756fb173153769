/// The accessibility settings views read (`@Environment(\.accessibilityReduceMotion)`).
/// Linux desktops expose none of them to Tandem: each is off, as
/// `UIAccessibility`'s matching properties are (see docs/Compatibility.md).
extension EnvironmentValues {
    private struct ReduceMotionKey: EnvironmentKey {
        static let defaultValue = false
    }

    private struct ReduceTransparencyKey: EnvironmentKey {
        static let defaultValue = false
    }

    private struct DifferentiateWithoutColorKey: EnvironmentKey {
        static let defaultValue = false
    }

    private struct InvertColorsKey: EnvironmentKey {
        static let defaultValue = false
    }

    private struct VoiceOverEnabledKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether the user asked for less motion (false: Tandem reads no such setting).
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency (false: Tandem reads no such setting).
    public internal(set) var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differences shown without color (false: Tandem reads no such setting).
    public internal(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the display's colors are inverted (false: Tandem reads no such setting).
    public internal(set) var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether VoiceOver is running (false, as `UIAccessibility.isVoiceOverRunning`
    /// is: Tandem's accessibility tree is served to Linux screen readers, which it cannot tell apart).
    public internal(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
}
