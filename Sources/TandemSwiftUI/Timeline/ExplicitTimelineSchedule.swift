public import Foundation

/// A schedule of the dates given, in order; after the last, no update.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given (whatever `startDate` is).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
    /// A schedule of `dates`.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
