/// The inner subscriber and subscription of `receive(on:)` and `delay`, as
/// Combine's: the subscription reaches the downstream at once; each value and
/// the completion are handed to the downstream by a scheduled action; the
/// downstream's demand passes through to upstream (a value's returned demand
/// is requested from upstream once it has been delivered), so back-pressure
/// reaches the source and nothing is buffered.
///
/// Scheduled actions hold the inner strongly: work already scheduled is
/// delivered even if nothing else keeps the chain alive, unless it is
/// cancelled first. The subscriber is held as long as the inner, as
/// Combine's `receive(on:)` and `delay` hold theirs (cancelling does not let
/// go of it).
///
/// Inlinable, so that the client specializes it for its subscriber (this is
/// the back-pressure path, run per value); its state is not generic and sits
/// behind a pointer, guarded by `lock`, so that neither generic metadata
/// lookups nor dynamic exclusivity checks run per value when the code runs
/// unspecialized (called from another operator's inner).
@usableFromInline
final class ScheduledInner<Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
{
    @usableFromInline typealias Input = Downstream.Input
    @usableFromInline typealias Failure = Downstream.Failure

    @usableFromInline let lock = Lock()
    @usableFromInline let downstream: Downstream
    @usableFromInline let state: UnsafeMutablePointer<ScheduledState>
    @usableFromInline let schedule: (@escaping () -> Void) -> Void
    /// Whether the scheduler runs actions at once, on the calling thread
    /// (`ImmediateScheduler`): then values go straight downstream, without
    /// making an action per value.
    @usableFromInline let immediate: Bool
    @usableFromInline let description: String
    // Written out (not taken from `InnerReflecting`): an inlinable class's
    // witnesses must be usable from inlinable code.
    @usableFromInline var playgroundDescription: Any { description }
    @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }

    /// `schedule` runs an action on the operator's scheduler (now, or after its delay).
    @inlinable init<Context: Scheduler>(
        _ name: String, downstream: Downstream, scheduler: Context, schedule: @escaping (@escaping () -> Void) -> Void
    ) {
        description = name
        self.downstream = downstream
        state = .allocate(capacity: 1)
        state.initialize(to: ScheduledState())
        self.schedule = schedule
        immediate = scheduler is ImmediateScheduler
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    @inlinable func receive(subscription: Subscription) {
        let state = state
        let accepted = lock.withLock { () -> Bool in
            guard state.pointee.upstream == nil, !state.pointee.upstreamDone else { return false }
            state.pointee.upstream = subscription
            return true
        }
        if accepted { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        if immediate {
            deliver(input)
            return .none
        }
        let state = state
        guard lock.withLock({ state.pointee.upstream != nil && !state.pointee.ended }) else { return .none }
        schedule { [self] in deliver(input) }
        return .none
    }

    /// Hands a value downstream (on the scheduler) and requests from
    /// upstream what the downstream asked for in return.
    @inlinable func deliver(_ input: Input) {
        let state = state
        // A value scheduled before upstream completed is still delivered; only cancellation stops it.
        guard !lock.withLock({ state.pointee.ended }) else { return }
        let more = downstream.receive(input)
        if more > 0 { lock.withLock { state.pointee.ended ? nil : state.pointee.upstream }?.request(more) }
    }

    @usableFromInline func receive(completion: Subscribers.Completion<Failure>) {
        let state = state
        let live = lock.withLock { () -> Bool in
            guard state.pointee.upstream != nil, !state.pointee.ended else { return false }
            state.pointee.upstream = nil
            state.pointee.upstreamDone = true
            return true
        }
        guard live else { return }
        schedule { [self] in
            let first = lock.withLock { () -> Bool in
                defer { state.pointee.ended = true }
                return !state.pointee.ended
            }
            if first { downstream.receive(completion: completion) }
        }
    }

    @usableFromInline func request(_ demand: Subscribers.Demand) {
        let state = state
        lock.withLock { state.pointee.ended ? nil : state.pointee.upstream }?.request(demand)
    }

    /// Cancels upstream and ends delivery; before the upstream's subscription
    /// has come it does nothing, as Combine's `receive(on:)` and `delay` (the
    /// subscription, when it comes, is taken as usual).
    @usableFromInline func cancel() {
        let state = state
        let upstream = lock.withLock { () -> Subscription?? in
            guard state.pointee.upstream != nil || state.pointee.upstreamDone else { return .none }
            state.pointee.ended = true
            state.pointee.upstreamDone = true
            defer { state.pointee.upstream = nil }
            return .some(state.pointee.upstream)
        }
        upstream??.cancel()
    }
}
