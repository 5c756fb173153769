import Foundation

/// Which accessibility action ``View/accessibilityAction(_:_:)`` handles.
public struct AccessibilityActionKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `default`, escape, magicTap
    }

    let kind: Kind

    /// Activation (a screen reader's double tap).
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Dismissal (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The app's most important action (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)

    private init(kind: Kind) {
        self.kind = kind
    }
}

/// Which way ``View/accessibilityAdjustableAction(_:)`` adjusts.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up a step.
    case increment
    /// Down a step.
    case decrement
}
