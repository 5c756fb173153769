public import Foundation

/// The iOS 13 environment values of the interface around a view: its size
/// classes and text size (from its window's traits), its presentation, the
/// user's settings Linux does not tell (standard values), and the
/// calendar, time zone and pixel size it is shown with.
extension EnvironmentValues {
    private struct HorizontalSizeClassKey: EnvironmentKey {
        static let defaultValue: UserInterfaceSizeClass? = nil
    }

    private struct VerticalSizeClassKey: EnvironmentKey {
        static let defaultValue: UserInterfaceSizeClass? = nil
    }

    /// The horizontal size class of the window the view is in (compact
    /// below 700 points wide, as Tandem's windows decide); nil outside one.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the window the view is in; nil outside one.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The preferred text size: the same setting as ``dynamicTypeSize``, by its iOS 13 name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    private struct ColorSchemeContrastKey: EnvironmentKey {
        static let defaultValue = ColorSchemeContrast.standard
    }

    /// Whether the user asked for increased contrast: `.standard`, since
    /// Linux desktops tell Tandem no such setting.
    public internal(set) var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    private struct LegibilityWeightKey: EnvironmentKey {
        static let defaultValue: LegibilityWeight? = .regular
    }

    /// The weight the user asked text to have: `.regular`, since Linux
    /// desktops tell Tandem no Bold Text setting.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    private struct AccessibilityEnabledKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether an assistive technology (VoiceOver, Switch Control) is on:
    /// false, as `UIAccessibility.isVoiceOverRunning` is in Tandem.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    private struct CalendarKey: EnvironmentKey {
        static var defaultValue: Calendar { Calendar.current }
    }

    /// The calendar dates are shown with (the user's by default).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    private struct TimeZoneKey: EnvironmentKey {
        static var defaultValue: TimeZone { TimeZone.current }
    }

    /// The time zone dates are shown in (the system's by default).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The size of one pixel, in points: 1 over ``displayScale``.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

    private struct IsPresentedKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether the view is presented (pushed or presented modally), and how
    /// to dismiss it; the iOS 13 form of ``dismiss``. Setting the binding
    /// does nothing: call `dismiss()` on its value.
    public var presentationMode: Binding<PresentationMode> {
        let isPresented = self[IsPresentedKey.self]
        let action = dismiss
        return Binding(get: { PresentationMode(isPresented: isPresented, action: action) }, set: { _ in })
    }

    /// Whether the host's controller is pushed or presented (set by the
    /// host as its controller appears: a change updates the views reading
    /// ``presentationMode``).
    var hostIsPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
