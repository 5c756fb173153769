/// How often a ``TimelineSchedule`` is asked to update.
public enum TimelineScheduleMode: Sendable {
    /// As often as the schedule says (what Tandem always asks for).
    case normal
    /// Less often, on a dimmed always-on display (iOS only; Tandem never asks for it).
    case lowFrequency
}
