public import Foundation

/// A schedule that updates on every animation frame (or no more often than
/// a minimum interval), until paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates: the start, then one every minimum interval (a frame, 1/60 s, without one).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let step: TimeInterval

        /// The next date; none while paused.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = date.addingTimeInterval(step)
            return date
        }
    }

    /// The least time between updates (nil: every frame).
    let minimumInterval: Double?
    /// Whether the updates are paused.
    let paused: Bool

    /// Updates every frame, or at most every `minimumInterval` seconds;
    /// `paused` stops the updates (the content keeps its last date).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    /// The dates from `startDate` on (the start alone while paused).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, step: paused ? .infinity : minimumInterval ?? 1.0 / 60)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every animation frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every animation frame, at most every `minimumInterval` seconds, unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
