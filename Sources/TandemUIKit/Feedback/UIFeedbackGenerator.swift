import Foundation

/// The base of the haptic feedback generators. Linux has no haptic engine,
/// so Tandem's generators do nothing a user feels: each event is recorded
/// (`package` API for tests to check that the app asked for feedback)
/// and otherwise ignored, as on an iOS device without haptics.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// The events generators were asked for, oldest first (for tests).
    package static var recordedEvents: [String] = []

    /// A generator.
    public init() {}

    /// Readies the haptic engine for an event soon (nothing to ready on Linux).
    open func prepare() {}

    /// Records `event` for tests.
    func record(_ event: String) {
        UIFeedbackGenerator.recordedEvents.append(event)
    }
}
