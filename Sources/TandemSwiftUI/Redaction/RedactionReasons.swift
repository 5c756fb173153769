/// Why the content of a view is redacted: shown as a placeholder, hidden
/// for privacy, or marked out of date.
///
/// Read it from `EnvironmentValues.redactionReasons`; set it with
/// `redacted(reason:)` and clear it with `unredacted()`.
public struct RedactionReasons: OptionSet, Sendable {
    /// The bits of the reasons.
    public let rawValue: Int

    /// Reasons from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The content is a placeholder: text is drawn as rounded bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private: views marked `privacySensitive()` draw it
    /// redacted, as a placeholder is; other views are unchanged.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date and will be updated.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    private struct RedactionReasonsKey: EnvironmentKey {
        static var defaultValue: RedactionReasons { [] }
    }

    /// Why the views here are redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}
