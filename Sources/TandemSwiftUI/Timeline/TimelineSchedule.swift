public import Foundation

/// The dates at which a ``TimelineView`` updates its content.
public protocol TimelineSchedule {
    /// How often the schedule may update (iOS's low-frequency mode is for an always-on display).
    typealias Mode = TimelineScheduleMode
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on: the first may be at or before it (the
    /// entry shown at `startDate`), the others follow.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}
