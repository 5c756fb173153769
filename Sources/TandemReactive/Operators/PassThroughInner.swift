/// The inner subscriber of Combine's operators that look at events on their
/// way or transform them one by one (`breakpoint`, `assertNoFailure`,
/// `compactMap`, `scan`, `mapError`, `setFailureType`, `ignoreOutput`): it
/// hands the upstream's own
/// subscription downstream and passes every event on as it comes — values
/// and completions before the subscription or after a completion too, as
/// Combine's do. It keeps no state, so it has none to guard.
final class PassThroughInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, InnerReflecting {
    let description: String
    private let downstream: Downstream
    private let onSubscription: (Subscription) -> Void
    private let transform: (Input) -> Downstream.Input?
    private let onCompletion: (Subscribers.Completion<Failure>) -> Subscribers.Completion<Downstream.Failure>
    private let requestsEverything: Bool
    private let demandForDropped: Subscribers.Demand
    private let children: () -> [(label: String, value: Any)]

    /// `transform` gives the value to pass on, or nil to drop it (and ask
    /// upstream for one more); `onCompletion` looks at the completion and
    /// gives the one to pass on (`assertNoFailure` turns its failure type
    /// into `Never`); `children` are what the mirror shows. With
    /// `requestsEverything`, upstream is asked for `.unlimited` once the
    /// downstream has its subscription (`ignoreOutput`); a dropped value
    /// asks upstream for `demandForDropped` more.
    init(
        _ name: String, downstream: Downstream, requestsEverything: Bool = false,
        demandForDropped: Subscribers.Demand = .max(1),
        children: @escaping () -> [(label: String, value: Any)] = { [] },
        onSubscription: @escaping (Subscription) -> Void = { _ in },
        transform: @escaping (Input) -> Downstream.Input?,
        onCompletion: @escaping (Subscribers.Completion<Failure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        description = name
        self.downstream = downstream
        self.requestsEverything = requestsEverything
        self.demandForDropped = demandForDropped
        self.children = children
        self.onSubscription = onSubscription
        self.transform = transform
        self.onCompletion = onCompletion
    }

    func receive(subscription: Subscription) {
        onSubscription(subscription)
        downstream.receive(subscription: subscription)
        if requestsEverything { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let value = transform(input) else { return demandForDropped }
        return downstream.receive(value)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: onCompletion(completion))
    }

    /// What the operator's counterpart in Combine shows.
    var customMirror: Mirror {
        Mirror(self, children: children().map { (label: Optional($0.label), value: $0.value) })
    }
}
