/// What a `ScheduledInner` tracks under its lock. Not nested in the generic
/// class, so that code run for any subscriber reads it without looking up
/// generic metadata per value.
@usableFromInline
struct ScheduledState {
    /// The upstream's subscription, until upstream completes or is cancelled.
    @usableFromInline var upstream: Subscription?
    /// Set once upstream completed or the subscription was cancelled: a later
    /// subscription is cancelled.
    @usableFromInline var upstreamDone = false
    /// Set by a cancel or once the completion was delivered: nothing more
    /// goes downstream, and nothing more is requested.
    @usableFromInline var ended = false

    @usableFromInline init() {}
}
