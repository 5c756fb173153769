import Foundation

// Operators that move values in time or across threads. `receive(on:)`,
// `delay` and `timeout` pass demand through (`ScheduledInner`,
// `TimeoutInner`); `debounce`, `throttle` and `collect(.byTime…)` request
// unlimited values upstream, as Combine's do, and hand them downstream
// through an `OutputBuffer`, which honors the downstream's demand.
// Each operator's publisher has a file of its own; this one has the
// methods that make them.

extension Publisher {
    /// Delivers values on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes, requests and cancels on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Publishes a value only after `dueTime` without newer values.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes at most one value per `interval`.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Delays values and completion by `interval`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options)
    }

    /// Ends the stream after `interval` of silence.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    /// Publishes the time between values.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }

    /// Groups values by time (or time and count).
    public func collect<S: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
    )
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
