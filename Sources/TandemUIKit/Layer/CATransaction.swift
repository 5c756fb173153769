import Foundation

/// Core Animation's transaction. Tandem applies layer changes without
/// animation, so transactions only group changes; ``flush()`` commits now.
@preconcurrency @MainActor
public enum CATransaction {
    /// Runs the pending commit now — update, layout, display, render — as the
    /// run loop's commit would; tests call it instead of spinning the loop.
    /// Called while a commit is running, it does nothing.
    public static func flush() {
        Commit.run()
    }

    /// Starts a group of changes (they are applied as made; nothing to do).
    public static func begin() {}
    /// Ends a group of changes; the run loop's commit draws them.
    public static func commit() {}
    /// Whether implicit animations are off; Tandem never animates, so this is accepted and ignored.
    public static func setDisableActions(_ flag: Bool) {}
    /// The duration of implicit animations; ignored (changes are immediate).
    public static func setAnimationDuration(_ duration: TimeInterval) {}
}
