import Combine
import Testing

/// A text stream that adds each line it is given to an event log, so the
/// printed lines and the calls around them are in one order; it also keeps
/// the writes as they came.
private final class LogStream: TextOutputStream {
    let log: EventLog
    private var line = ""
    private(set) var writes: [String] = []
    init(log: EventLog) { self.log = log }
    func write(_ string: String) {
        writes.append(string)
        line += string
        guard line.hasSuffix("\n") else { return }
        log.append(String(line.dropLast()))
        line = ""
    }
}

/// `print` and `handleEvents` as Combine's behave (the orders recorded by
/// OpenCombine's tests, which its compatibility mode runs against Combine).
@Suite struct DebuggingOperatorTests {
    /// Combine writes each line through `print(_:to:)`: the stream sees "",
    /// the line, then the newline.
    @Test func printWritesEachLineAsPrintDoes() {
        let stream = LogStream(log: EventLog())
        Just(1).print("p", to: stream).subscribe(RecordingSubscriber<Int, Never>(demand: .none))
        #expect(stream.writes == ["", "p: receive subscription: (Just)", "\n"])
    }

    @Test func printWritesALineForEveryEventThenPassesItOn() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(2)) { $0 == 1 ? .max(1) : .none }
        upstream.print("p", to: LogStream(log: log)).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: .finished)
        subscriber.subscription?.cancel()
        subscriber.subscription?.cancel()
        #expect(
            log.events == [
                "p: receive subscription: (upstream0)",
                "subscription Print",
                "p: request max: (2)",
                "upstream0 request max(2)",
                "p: receive value: (1)",
                "value 1",
                "p: request max: (1) (synchronous)",
                "demand max(1)",
                "p: receive value: (2)",
                "value 2",
                "demand max(0)",
                "p: receive finished",
                "finished",
                "p: receive cancel",
                "upstream0 cancel",
                // A second cancel is printed, but upstream was let go by the first.
                "p: receive cancel",
            ])
    }

    @Test func printWithoutAPrefixWritesUnlimitedDemandAndErrors() {
        struct Failure: Error, CustomStringConvertible { var description: String { "boom" } }
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Failure>(log: log)
        let subscriber = RecordingSubscriber<Int, Failure>(log: log, demand: .unlimited)
        upstream.print(to: LogStream(log: log)).subscribe(subscriber)
        upstream.send(completion: .failure(Failure()))
        #expect(
            log.events == [
                "receive subscription: (upstream0)",
                "subscription Print",
                "request unlimited",
                "upstream0 request unlimited",
                "receive error: (boom)",
                "failure boom",
            ])
    }

    @Test func printCancelsASecondSubscription() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .none)
        upstream.print("p", to: LogStream(log: log)).subscribe(subscriber)
        log.clear()
        upstream.sendSubscription()
        #expect(log.events == ["p: receive subscription: (upstream1)", "upstream1 cancel"])
        #expect(subscriber.subscriptions.count == 1)
    }

    /// As recorded of Combine: upstream is subscribed first; the subscriber
    /// gets its subscription when upstream's arrives, after
    /// `receiveSubscription` ran, and its requests then go straight up.
    @Test func handleEventsGivesTheSubscriptionWhenUpstreamsArrives() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(1)) { _ in .max(1) }
        upstream.handleEvents(
            receiveSubscription: { log.append("event subscription \($0)") },
            receiveOutput: { log.append("event value \($0)") },
            receiveCompletion: { _ in log.append("event completion") },
            receiveCancel: { log.append("event cancel") },
            receiveRequest: { log.append("event request \($0)") }
        ).subscribe(subscriber)
        upstream.send(1)
        // A misbehaving upstream's second subscription is reported, then cancelled.
        upstream.sendSubscription()
        upstream.send(completion: .finished)
        // After the completion the closures are gone: a cancel reports nothing.
        subscriber.subscription?.cancel()
        #expect(
            log.events == [
                "event subscription upstream0",
                "subscription HandleEvents",
                "event request max(1)",
                "upstream0 request max(1)",
                "event value 1",
                "value 1",
                "event request max(1)",
                "demand max(1)",
                "event subscription upstream1",
                "upstream1 cancel",
                "event completion",
                "finished",
            ])
    }

    @Test func handleEventsReportsACancelOnceAndPassesItUpstream() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .none)
        upstream.handleEvents(receiveCancel: { log.append("event cancel") }).subscribe(subscriber)
        log.clear()
        subscriber.subscription?.cancel()
        subscriber.subscription?.cancel()
        #expect(log.events == ["event cancel", "upstream0 cancel"])
    }
}
