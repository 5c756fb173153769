/// Delivers the elements of an iterator as demand allows, then a completion.
/// Re-entrant requests (a subscriber requesting from inside `receive`) add to
/// the demand of the loop already running instead of starting another.
///
/// It describes itself as Combine's do: by the publisher's name ("Just"), or,
/// for a sequence or a record, by its elements (made only when asked for)
/// while it runs and by `endedDescription` ("Sequence", "Cancelled Events")
/// once it has finished or been cancelled.
final class SequenceSubscription<Downstream: Subscriber, Elements: IteratorProtocol>: Subscription, InnerReflecting,
    @unchecked Sendable
where Elements.Element == Downstream.Input {
    private let lock = Lock()
    private var downstream: Downstream?
    private var iterator: Elements
    private var next: Elements.Element?
    private var demand = Subscribers.Demand.none
    private var emitting = false
    private let completion: Subscribers.Completion<Downstream.Failure>
    private let describe: () -> String
    private let endedDescription: String?
    private let children: () -> [(label: String?, value: Any)]
    /// Whether a request for nothing stops the program: it does for `Just`,
    /// `Optional.Publisher` and `Result.Publisher` in Combine, not for a
    /// sequence or a record.
    private let trapsOnZeroDemand: Bool

    init(
        _ downstream: Downstream, _ iterator: Elements, completion: Subscribers.Completion<Downstream.Failure>,
        trapsOnZeroDemand: Bool, description: @escaping () -> String, endedDescription: String? = nil,
        children: @escaping () -> [(label: String?, value: Any)] = { [] }
    ) {
        describe = description
        self.endedDescription = endedDescription
        self.children = children
        self.trapsOnZeroDemand = trapsOnZeroDemand
        self.downstream = downstream
        self.iterator = iterator
        self.completion = completion
        next = self.iterator.next()
    }

    /// Whether there are no elements at all: Combine then gives the
    /// subscriber `Subscriptions.empty` and the completion instead.
    var isEmpty: Bool { lock.withLock { next == nil } }

    var description: String {
        guard let endedDescription, lock.withLock({ downstream == nil }) else { return describe() }
        return endedDescription
    }

    /// What Combine's counterpart shows: the value, or the sequence while it runs.
    var customMirror: Mirror {
        let running = lock.withLock { downstream != nil }
        return Mirror(self, children: running ? children() : [])
    }

    func request(_ more: Subscribers.Demand) {
        if trapsOnZeroDemand { more.assertNonZero() }
        let run: Downstream? = lock.withLock {
            demand += more
            guard !emitting, let d = downstream else { return nil }
            emitting = true
            return d
        }
        guard let downstream = run else { return }
        while true {
            let value: Elements.Element? = lock.withLock {
                guard self.downstream != nil, demand > 0, let value = next else {
                    emitting = false
                    return nil
                }
                demand -= 1
                next = iterator.next()
                return value
            }
            guard let value else { break }
            let extra = downstream.receive(value)
            let done = lock.withLock { () -> Bool in
                demand += extra
                guard next == nil, self.downstream != nil else { return false }
                self.downstream = nil
                emitting = false
                return true
            }
            if done {
                downstream.receive(completion: completion)
                return
            }
        }
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}
