import Foundation
import TandemUIKit

/// Haptic feedback a view plays when a value changes (`sensoryFeedback`).
///
/// Each plays through the UIKit generator iOS uses for it (notification,
/// selection, impact); Linux has no haptic engine, so a generator records
/// the event and the user feels nothing (see `UIFeedbackGenerator`).
/// `increase`, `decrease`, `start`, `stop`, `alignment`, `levelChange`
/// and `pathComplete` have no UIKit generator and play nothing.
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: Double)
    }

    let kind: Kind

    /// A task completed.
    public static let success = SensoryFeedback(kind: .success)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// A task failed.
    public static let error = SensoryFeedback(kind: .error)
    /// The selection changed.
    public static let selection = SensoryFeedback(kind: .selection)
    /// A value rose past a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// A value fell past a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// A value moved between discrete levels.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A drawn path was completed.
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A medium impact.
    public static let impact = SensoryFeedback(kind: .impact(.medium, intensity: 1))

    /// An impact of `weight` at `intensity` (0 to 1; values outside, and NaN, are clamped).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight.style, intensity: clamped(intensity)))
    }

    /// An impact of `flexibility` at `intensity` (0 to 1; values outside, and NaN, are clamped).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(flexibility.style, intensity: clamped(intensity)))
    }

    private static func clamped(_ intensity: Double) -> Double {
        intensity.isNaN ? 1 : min(max(intensity, 0), 1)
    }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let style: UIImpactFeedbackGenerator.FeedbackStyle

        /// A light impact.
        public static let light = Weight(style: .light)
        /// A medium impact.
        public static let medium = Weight(style: .medium)
        /// A heavy impact.
        public static let heavy = Weight(style: .heavy)
    }

    /// How flexible the colliding objects of an impact are.
    public struct Flexibility: Equatable, Sendable {
        let style: UIImpactFeedbackGenerator.FeedbackStyle

        /// Rigid objects.
        public static let rigid = Flexibility(style: .rigid)
        /// Solid objects.
        public static let solid = Flexibility(style: .medium)
        /// Soft objects.
        public static let soft = Flexibility(style: .soft)
    }

    /// Plays the feedback through its UIKit generator.
    @MainActor func play() {
        switch kind {
        case .success: UINotificationFeedbackGenerator().notificationOccurred(.success)
        case .warning: UINotificationFeedbackGenerator().notificationOccurred(.warning)
        case .error: UINotificationFeedbackGenerator().notificationOccurred(.error)
        case .selection: UISelectionFeedbackGenerator().selectionChanged()
        case .impact(let style, let intensity):
            UIImpactFeedbackGenerator(style: style).impactOccurred(intensity: CGFloat(intensity))
        case .increase, .decrease, .start, .stop, .alignment, .levelChange, .pathComplete: break
        }
    }
}
