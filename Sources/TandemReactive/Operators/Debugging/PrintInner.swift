/// The inner subscriber and subscription of `print`, as Combine's: it writes
/// each event, then passes it on unchanged, even after a completion (it
/// keeps no state but upstream's subscription, which a cancellation
/// releases). Lines from several threads are written one at a time.
final class PrintInner<Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lead: String
    private let lock = Lock()
    /// Written under `lock`; a value-type stream is this inner's own copy, as in Combine.
    private var stream: TextOutputStream?
    private var upstream: Subscription?
    private var subscribed = false

    init(downstream: Downstream, prefix: String, stream: TextOutputStream?) {
        self.downstream = downstream
        lead = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    var description: String { "Print" }

    func receive(subscription: Subscription) {
        write("receive subscription", subscription)
        let first = lock.withLock { () -> Bool in
            guard !subscribed else { return false }
            subscribed = true
            upstream = subscription
            return true
        }
        // A second subscription from a misbehaving upstream is cancelled.
        guard first else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        write("receive value", input)
        let more = downstream.receive(input)
        if more > 0 { write(demand: more, synchronous: true) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: write("receive finished")
        case .failure(let error): write("receive error", error)
        }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        write(demand: demand, synchronous: false)
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        write("receive cancel")
        let upstream = lock.withLock { () -> Subscription? in
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    private func write(demand: Subscribers.Demand, synchronous: Bool) {
        let note = synchronous ? "synchronous" : ""
        if let max = demand.max {
            write("request max", max, note: note)
        } else {
            write("request unlimited", note: note)
        }
    }

    /// Writes one line: the prefix, the event, the value in parentheses, a note in parentheses.
    private func write(_ event: String, _ value: Any? = nil, note: String = "") {
        var line = lead + event
        if let value { line += ": (\(String(describing: value)))" }
        if !note.isEmpty { line += " (\(note))" }
        // Combine writes through `print(_:to:)`, so a stream sees the writes
        // that makes: "", the line, then the newline. (Written out: calling
        // `print(_:to:)` with this existential stream crashes Swift 6.3's
        // compiler.)
        lock.withLock {
            if stream != nil {
                stream!.write("")
                stream!.write(line)
                stream!.write("\n")
            } else {
                Swift.print(line)
            }
        }
    }
}
