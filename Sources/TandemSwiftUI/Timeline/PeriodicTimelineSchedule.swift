public import Foundation

/// A schedule of dates at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates: the period boundary at or before the start date asked
    /// for (the schedule's own start when that is later), then one every interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 ? date.addingTimeInterval(interval) : nil
            return date
        }
    }

    let start: Date
    let interval: TimeInterval

    /// A schedule of a date every `interval` seconds from `startDate` (an
    /// interval that is not a positive number gives the start date alone).
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : 0
    }

    /// The dates from `startDate` on (its period's boundary first).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > start else { return Entries(upcoming: start, interval: interval) }
        let periods = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start.addingTimeInterval(periods * interval), interval: interval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A date every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
