extension Publishers {
    /// How `collect(_:options:)` groups values in time, as in Combine.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Everything received in each interval.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Each interval, or sooner when a group reaches a count.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }
}
