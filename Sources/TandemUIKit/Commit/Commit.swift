import Foundation
import TandemGraphics
import TandemSupport

/// The commit of DESIGN.md's loop: one transaction with ordered phases.
///
/// 1. **update** — registered ``CommitUpdateHandler``s (the declarative graph);
/// 2. **layout** — per window: constraints solved, `layoutSubviews` top-down,
///    appearance transitions that waited for layout, then layers that are
///    not views' (`layoutSublayers`);
/// 3. **display** — per window: `display()` / `draw(_:)` of the layers that
///    need it in the part of the window about to be redrawn;
/// 4. **render and present** — per window: the damaged rectangles are drawn
///    by a pure walk of the layer tree (no user code) and handed to the
///    window's display surface.
///
/// A phase that leaves work for an earlier one (a `draw(_:)` that changes a
/// constraint, an update that marks layout) causes another round of phases
/// 1–3, up to ``maximumRounds``; a commit that does not settle is reported
/// and the rest waits for the next commit. The commit is scheduled on the
/// run loop of the thread that made a change; `CATransaction.flush()`, the
/// run-loop observer and `layoutIfNeeded()` drive the same phases.
@preconcurrency @MainActor
package enum Commit {
    /// The phases, in order; ``phase`` tells which one is running.
    package enum Phase: Sendable {
        /// No commit is running.
        case idle
        /// Update handlers run.
        case update
        /// UIKit lays out.
        case layout
        /// Layers draw their contents.
        case display
        /// Windows render and present damage.
        case render
    }

    /// The phase running now (`.idle` between commits).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package private(set) static var phase = Phase.idle

    /// Layers marked for display while the display phase ran (a `draw(_:)`
    /// that marks a layer): as in Core Animation they draw in the next
    /// commit, so their areas are damaged again once this one has rendered.
    private static var markedWhileDisplaying: [CALayer] = []

    /// Remembers a layer marked for display during the display phase.
    static func layerMarkedWhileDisplaying(_ layer: CALayer) {
        markedWhileDisplaying.append(layer)
    }

    /// When set, every commit adds the time spent in each phase to
    /// ``phaseNanoseconds`` (benchmarks split a commit by phase).
    package static var measuresPhases = false
    /// Nanoseconds spent per phase since ``measuresPhases`` was set or this was reset.
    package static var phaseNanoseconds: [Phase: UInt64] = [:]

    /// How many commits have run (a commit with nothing pending does not
    /// count): what reads the views' state can tell whether it changed since
    /// (the accessibility bus export reads its tree anew when it did).
    package private(set) static var generation = 0

    /// Rounds of update, layout and display before a commit that keeps
    /// invalidating itself is reported and left.
    package static let maximumRounds = 16

    private static var updateHandlers: [CommitUpdateHandler] = []
    /// Work waiting for the end of a commit (see ``afterCommit(_:)``).
    private static var afterCommitWork: [@MainActor () -> Void] = []
    private static var windows: [WeakWindow] = []
    /// The threads whose run loops have a commit scheduled: a run loop is
    /// its thread's, and asking the thread is a load where `RunLoop.current`
    /// is a lookup (every view a layout moves asks for a commit).
    private static var scheduledThreads: [pthread_t] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    // MARK: Registration

    /// Adds a handler to the update phase of every later commit. Handlers run
    /// in registration order; registering one twice has no effect.
    package static func register(_ handler: CommitUpdateHandler) {
        guard !updateHandlers.contains(where: { $0 === handler }) else { return }
        updateHandlers.append(handler)
    }

    /// Removes a handler from the update phase.
    package static func unregister(_ handler: CommitUpdateHandler) {
        updateHandlers.removeAll { $0 === handler }
    }

    /// Adds a window to the commit (windows register themselves when created).
    static func register(_ window: UIWindow) {
        windows.removeAll { $0.window == nil }
        windows.append(WeakWindow(window: window))
    }

    // MARK: Scheduling

    /// Asks for a commit at the end of the current turn of the current
    /// thread's run loop (once, however often it is asked).
    package static func schedule() {
        let thread = pthread_self()
        for scheduled in scheduledThreads where pthread_equal(scheduled, thread) != 0 { return }
        scheduledThreads.append(thread)
        RunLoop.current.perform {
            MainActor.assumeIsolated {
                scheduledThreads.removeAll { pthread_equal($0, thread) != 0 }
                run()
            }
        }
    }

    /// Runs `work` once the current commit has rendered, or at the end of the
    /// next one when none is running (a commit is scheduled). Checks that
    /// need UIKit to have let go of what was removed (leak checks) wait here.
    package static func afterCommit(_ work: @escaping @MainActor () -> Void) {
        afterCommitWork.append(work)
        schedule()
    }

    // MARK: Running

    /// Runs a whole commit now. Called while a commit is running (from
    /// `layoutSubviews`, say) it does nothing: the running commit goes on
    /// until nothing is pending.
    package static func run() {
        guard phase == .idle else { return }
        // Nothing pending anywhere: the common case of a turn without
        // changes costs a few flag reads per window.
        guard
            hasPendingUpdates || !afterCommitWork.isEmpty || AnimationEngine.needsFrame
                || self.windows.contains(where: { $0.window?.hasPendingCommitWork == true })
        else { return }
        generation &+= 1
        var rounds = 0
        let windows = liveWindows()
        repeat {
            rounds += 1
            guard rounds <= maximumRounds else {
                reportUnsettled()
                break
            }
            enter(.update)
            for handler in updateHandlers where handler.hasPendingUpdates { handler.performUpdates() }
            enter(.layout)
            for window in windows { window.commitLayoutPhase() }
            enter(.display)
            for window in windows { window.commitDisplayPhase() }
        } while hasPendingUpdates || windows.contains(where: \.hasPendingLayout)
        // The frame of the animation clock's moment: presentations and their damage.
        AnimationEngine.prepareFrame()
        enter(.render)
        for window in windows { window.commitRenderPhase() }
        enter(.idle)
        // Marks made while drawing: damaged now, so that the next commit draws them.
        let marked = markedWhileDisplaying
        markedWhileDisplaying = []
        for layer in marked where layer.needsDisplay() { layer.damageSelf() }
        self.windows.removeAll { $0.window == nil }
        let work = afterCommitWork
        afterCommitWork = []
        for item in work { item() }
        AnimationEngine.deliverEvents()
    }

    /// Starts `next`, charging the time since the last phase began to that phase when measuring.
    private static func enter(_ next: Phase) {
        if measuresPhases {
            let now = DispatchTime.now().uptimeNanoseconds
            if phase != .idle { phaseNanoseconds[phase, default: 0] += now &- phaseStart }
            phaseStart = now
        }
        phase = next
    }

    private static var phaseStart: UInt64 = 0

    /// Runs the update phase now, until no handler has pending updates (or
    /// ``maximumRounds`` times), unless it is running already. Views'
    /// `layoutIfNeeded()` calls this first, so that a hosting view lays out
    /// the declarative content as it is now.
    static func runUpdatePhase() {
        guard phase != .update, hasPendingUpdates else { return }
        let previous = phase
        phase = .update
        defer { phase = previous }
        var rounds = 0
        while hasPendingUpdates {
            rounds += 1
            guard rounds <= maximumRounds else {
                reportUnsettled()
                return
            }
            for handler in updateHandlers where handler.hasPendingUpdates { handler.performUpdates() }
        }
    }

    private static var hasPendingUpdates: Bool {
        for handler in updateHandlers where handler.hasPendingUpdates { return true }
        return false
    }

    /// Every window that exists, in the order they were made.
    package static var registeredWindows: [UIWindow] { liveWindows() }

    private static func liveWindows() -> [UIWindow] {
        windows.compactMap(\.window)
    }

    /// The updates and layout still pending, named for the report.
    private static var pendingWorkSummary: String {
        var parts: [String] = []
        for handler in updateHandlers where handler.hasPendingUpdates {
            parts.append(handler.pendingWorkDescription ?? "updates of \(type(of: handler))")
        }
        for window in liveWindows() where window.hasPendingLayout { parts.append("layout in \(window)") }
        return parts.isEmpty ? "" : " Still pending: " + parts.joined(separator: "; ") + "."
    }

    private static func reportUnsettled() {
        Diagnostics.report(
            "Commit",
            "the commit did not settle after \(maximumRounds) rounds: each round left update or layout work "
                + "for the next (an update handler, layoutSubviews or draw(_:) that keeps invalidating). "
                + "Stopped; the next commit tries again." + pendingWorkSummary)
    }
}
