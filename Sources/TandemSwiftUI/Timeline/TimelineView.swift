public import Foundation

/// A view whose content is remade at the dates of a schedule, given each
/// date: a clock, a countdown, a drawing that moves every frame.
///
/// The content's ``Context/date`` is the schedule's entry at or before now,
/// on the animation clock (real time by default; tests drive it with
/// `TandemAnimationClock`). Between entries nothing is evaluated: an
/// `.everyMinute` timeline wakes once a minute; `.animation` asks for
/// every frame while it is shown and not paused. The schedule is followed
/// from when the view appears until it disappears.
@preconcurrency @MainActor
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is made with.
    public struct Context {
        /// How often a timeline updates.
        public enum Cadence: Comparable, Sendable {
            /// Every entry (always, in Tandem).
            case live
            /// About once a second (iOS's low-frequency mode).
            case seconds
            /// About once a minute (iOS's low-frequency mode).
            case minutes
        }

        /// The schedule's entry being shown.
        public let date: Date
        /// How often the content is updated: `.live` in Tandem.
        public let cadence: Cadence
        let invalidate: () -> Void

        /// Asks for the content to be made again now, at the same date.
        public func invalidateTimelineContent() { invalidate() }
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var ticks = 0
    @State private var ticker = TimelineTicker()
}

/// The context every ``TimelineView`` gives its content, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A view that remakes `content` at each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the entry shown.
    public var body: some View {
        // Read so that each tick remakes the content.
        let _ = ticks
        let context = TimelineViewDefaultContext(date: ticker.date(for: schedule), cadence: .live) { ticks &+= 1 }
        content(context)
            .onAppear { ticker.start(schedule) { ticks &+= 1 } }
            .onDisappear { ticker.stop() }
    }
}
