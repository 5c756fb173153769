import Foundation

/// Schedules the commit of DESIGN.md's loop: once per turn of the run loop
/// of the thread that changed something (the main run loop in an app; the
/// test's own loop in a test), pending layout and display of every window
/// are applied.
@preconcurrency @MainActor
enum CommitScheduler {
    private static var scheduledLoops: [ObjectIdentifier] = []
    /// Windows that may have pending work.
    private static var windows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    static func register(_ window: UIWindow) {
        windows.removeAll { $0.window == nil }
        windows.append(WeakWindow(window: window))
    }

    /// Asks for a commit at the end of the current run-loop turn.
    static func schedule() {
        let loop = RunLoop.current
        let id = ObjectIdentifier(loop)
        guard !scheduledLoops.contains(id) else { return }
        scheduledLoops.append(id)
        loop.perform {
            MainActor.assumeIsolated {
                scheduledLoops.removeAll { $0 == id }
                commit()
            }
        }
    }

    /// Applies pending layout, appearance transitions and display of every window now.
    static func commit() {
        for entry in windows {
            entry.window?.commitPendingUpdates()
        }
        windows.removeAll { $0.window == nil }
    }
}

/// Core Animation's transaction. Tandem applies layer changes without
/// animation, so transactions only group changes; ``flush()`` commits now.
@preconcurrency @MainActor
public enum CATransaction {
    /// Applies pending layout and display of every window now, as the run
    /// loop's commit would; tests call it instead of spinning the loop.
    public static func flush() {
        CommitScheduler.commit()
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
