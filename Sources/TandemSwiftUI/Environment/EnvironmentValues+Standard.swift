public import Foundation

/// The standard keys: each a private key type and a property, as SwiftUI declares them.
extension EnvironmentValues {
    private struct IsEnabledKey: EnvironmentKey {
        static let defaultValue = true
    }

    /// Whether controls in this view accept input (`true` unless an
    /// ancestor set `.disabled(true)`; an outer `disabled(true)` wins over an
    /// inner `disabled(false)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    private struct FontKey: EnvironmentKey {
        static let defaultValue: Font? = nil
    }

    /// The default font of text in this view (`nil`: the body style).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    private struct ColorSchemeKey: EnvironmentKey {
        static let defaultValue = ColorScheme.light
    }

    /// Light or dark appearance (from the hosting view's traits).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    private struct LayoutDirectionKey: EnvironmentKey {
        static let defaultValue = LayoutDirection.leftToRight
    }

    /// The layout direction (from the hosting view's traits).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    private struct DynamicTypeSizeKey: EnvironmentKey {
        static let defaultValue = DynamicTypeSize.large
    }

    /// The preferred text size (from the hosting view's traits).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    private struct LocaleKey: EnvironmentKey {
        static var defaultValue: Locale { Locale.current }
    }

    /// The locale used to format values.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    private struct DisplayScaleKey: EnvironmentKey {
        static let defaultValue: CGFloat = 1
    }

    /// Pixels per point of the display (from the hosting view's traits).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    private struct LineLimitKey: EnvironmentKey {
        static let defaultValue: Int? = nil
    }

    /// The most lines text may use (`nil`: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    private struct TruncationModeKey: EnvironmentKey {
        static let defaultValue = Text.TruncationMode.tail
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    private struct MultilineTextAlignmentKey: EnvironmentKey {
        static let defaultValue = TextAlignment.leading
    }

    /// How the lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    private struct LineSpacingKey: EnvironmentKey {
        static let defaultValue: CGFloat = 0
    }

    /// The space added between lines of text, in points (0 by default).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    private struct MinimumScaleFactorKey: EnvironmentKey {
        static let defaultValue: CGFloat = 1
    }

    /// How far text may shrink to fit (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}
