import Foundation

/// Core Animation's transaction: groups changes, and carries the settings
/// and the completion block of the animations added while it is open.
///
/// `begin()` and `commit()` nest. A completion block runs once every
/// animation added after it was set (until the transaction commits) has
/// stopped, or after the next frame when none was added (animations of
/// `UIView.animate` blocks inside it count too). Its duration and timing
/// function are those of the implicit animations of standalone layers'
/// changes made while it is open (``CALayer/action(forKey:)``), which
/// ``setDisableActions(_:)`` turns off.
@preconcurrency @MainActor
public enum CATransaction {
    private struct Level {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var completion: (() -> Void)?
        var group: AnimationCompletionGroup?
    }

    /// The open transactions, innermost last.
    private static var levels: [Level] = []

    /// Runs the pending commit now — update, layout, display, render — as the
    /// run loop's commit would; tests call it instead of spinning the loop.
    /// Called while a commit is running, it does nothing.
    public static func flush() {
        Commit.run()
    }

    /// Opens a transaction (inside the open one, if any).
    public static func begin() {
        levels.append(Level())
    }

    /// Closes the innermost transaction; its completion block runs when its animations have stopped.
    public static func commit() {
        guard let level = levels.popLast() else {
            Commit.schedule()
            return
        }
        level.group?.close()
        Commit.schedule()
    }

    /// Whether changes made now run no actions (no implicit animations).
    public static func disableActions() -> Bool { levels.last?.disablesActions ?? false }
    /// Sets whether changes made in the transaction ask for implicit animations.
    public static func setDisableActions(_ flag: Bool) { updateLevel { $0.disablesActions = flag } }
    /// The duration of the transaction's animations; 0.25 s unless set.
    public static func animationDuration() -> CFTimeInterval { levels.last?.duration ?? 0.25 }
    /// Sets the duration of the transaction's animations.
    public static func setAnimationDuration(_ duration: CFTimeInterval) { updateLevel { $0.duration = duration } }
    /// The timing function of the transaction's animations (nil: the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { levels.last?.timingFunction }
    /// Sets the timing function of the transaction's animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        updateLevel { $0.timingFunction = function }
    }
    /// The completion block set on the innermost transaction.
    public static func completionBlock() -> (() -> Void)? { levels.last?.completion }

    /// Sets the block that runs once the animations added to the
    /// transaction from now on have stopped (or after the next frame when
    /// none is added).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        updateLevel { level in
            level.group?.close()
            level.completion = block
            level.group = block.map { block in AnimationCompletionGroup { _ in block() } }
        }
    }

    /// The groups an animation added now belongs to: the innermost open
    /// transaction's that has a completion block (none when none has).
    static func completionGroupsForNewAnimations() -> [AnimationCompletionGroup] {
        levels.last(where: { $0.group != nil })?.group.map { [$0] } ?? []
    }

    /// Changes the innermost transaction, opening one that ends with the
    /// run loop's turn when none is open (the implicit transaction).
    private static func updateLevel(_ change: (inout Level) -> Void) {
        if levels.isEmpty {
            begin()
            RunLoop.current.perform {
                MainActor.assumeIsolated { while !levels.isEmpty { commit() } }
            }
        }
        change(&levels[levels.count - 1])
    }
}
