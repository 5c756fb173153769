import Foundation

/// An effect a ``UIVisualEffectView`` applies: a blur of what lies behind
/// it (``UIBlurEffect``) or vibrancy (``UIVibrancyEffect``).
///
/// Effects are immutable values in reference form; share them freely
/// across threads.
open class UIVisualEffect: @unchecked Sendable {
    /// Creates an effect that does nothing (a visual effect view with it shows its content only).
    public init() {}
}
