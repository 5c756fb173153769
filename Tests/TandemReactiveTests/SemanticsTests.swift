import Combine
import Foundation
import Testing

/// A subscriber that requests a fixed demand and records everything.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    let initialDemand: Subscribers.Demand
    let onValueDemand: Subscribers.Demand
    private(set) var values: [Input] = []
    private(set) var completions: [Subscribers.Completion<Failure>] = []
    var subscription: Subscription?

    init(demand: Subscribers.Demand, onValue: Subscribers.Demand = .none) {
        initialDemand = demand
        onValueDemand = onValue
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        // Requesting nothing is API misuse that Combine traps on.
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return onValueDemand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        completions.append(completion)
    }
}

@Suite struct SemanticsTests {
    class Contact: ObservableObject {
        @Published var name: String
        @Published var age: Int

        init(name: String, age: Int) {
            self.name = name
            self.age = age
        }

        func haveBirthday() -> Int {
            age += 1
            return age
        }
    }

    @Test func appleDocumentedExamplePrints24WillChangeBefore25() {
        var log: [String] = []
        let john = Contact(name: "John Appleseed", age: 24)
        let cancellable = john.objectWillChange.sink { _ in log.append("\(john.age) will change") }
        log.append("\(john.haveBirthday())")
        #expect(log == ["24 will change", "25"])
        _ = cancellable
    }

    @Test func publishedEmitsInWillSet() {
        let john = Contact(name: "John", age: 30)
        var seen: [(new: Int, stored: Int)] = []
        let token = john.$age.sink { newValue in seen.append((newValue, john.age)) }
        john.age = 31
        john.age = 32
        #expect(seen.map(\.new) == [30, 31, 32])
        #expect(seen.map(\.stored) == [30, 30, 31])
        _ = token
    }

    @Test func objectWillChangeIsOneInstanceAndCoversSuperclassProperties() {
        class Employee: Contact {
            @Published var title = "Engineer"
        }
        let e = Employee(name: "A", age: 1)
        #expect(e.objectWillChange === e.objectWillChange)
        var count = 0
        let token = e.objectWillChange.sink { count += 1 }
        e.title = "Lead"
        e.name = "B"
        e.age = 2
        #expect(count == 3)
        _ = token
        // Two objects never share a publisher.
        #expect(Contact(name: "x", age: 1).objectWillChange !== Contact(name: "x", age: 1).objectWillChange)
    }

    @Test func demandIsHonoredExactly() {
        let recorder = Recorder<Int, Never>(demand: .max(2))
        (1...10).publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions.isEmpty)
        recorder.subscription?.request(.max(3))
        #expect(recorder.values == [1, 2, 3, 4, 5])
        recorder.subscription?.request(.unlimited)
        #expect(recorder.values == Array(1...10))
        #expect(recorder.completions.count == 1)

        let subject = PassthroughSubject<Int, Never>()
        let limited = Recorder<Int, Never>(demand: .max(1), onValue: .none)
        subject.subscribe(limited)
        subject.send(1)
        subject.send(2)  // no demand: dropped, as Combine's PassthroughSubject does
        limited.subscription?.request(.max(1))
        subject.send(3)
        #expect(limited.values == [1, 3])

        let current = CurrentValueSubject<String, Never>("a")
        let late = Recorder<String, Never>(demand: .none)
        current.subscribe(late)
        #expect(late.values.isEmpty)
        late.subscription?.request(.max(1))
        #expect(late.values == ["a"])
        current.send("b")
        #expect(late.values == ["a"])
    }

    @Test func demandArithmeticMatchesCombine() {
        #expect(Subscribers.Demand.max(3) + .max(4) == .max(7))
        #expect(Subscribers.Demand.max(3) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(3) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited - .max(5) == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        #expect(Subscribers.Demand.max(2) * 3 == .max(6))
        #expect(Subscribers.Demand.unlimited > .max(1_000_000))
        #expect(Subscribers.Demand.max(1) > 0)
    }

    @Test func cancellationStopsDeliveryAndReleasesTheSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        weak var weakSink: Subscribers.Sink<Int, Never>?
        do {
            let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
            weakSink = sink
            subject.subscribe(sink)
            subject.send(1)
            sink.cancel()
            subject.send(2)
        }
        #expect(received == [1])
        #expect(weakSink == nil, "the subject let go of the cancelled subscriber")
    }

    @Test func anyCancellableCancelsOnDeinitAndWeakSelfSinksDoNotRetainOwners() {
        final class Owner {
            var values: [Int] = []
            var token: AnyCancellable?
            init(_ subject: PassthroughSubject<Int, Never>) {
                token = subject.sink { [weak self] in self?.values.append($0) }
            }
        }
        let subject = PassthroughSubject<Int, Never>()
        weak var weakOwner: Owner?
        var count = 0
        do {
            let owner = Owner(subject)
            weakOwner = owner
            subject.send(1)
            count = owner.values.count
        }
        #expect(count == 1)
        #expect(weakOwner == nil, "the owner deinitialized, and its token with it")
        var after = 0
        var token: AnyCancellable? = subject.sink { _ in after += 1 }
        subject.send(2)
        token = nil
        subject.send(3)
        #expect(after == 1)
        _ = token
    }

    @Test func aCompletedSubscriptionDeliversNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(demand: .unlimited)
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completions.count == 1)
        // Late subscribers receive the completion at once.
        let late = Recorder<Int, Never>(demand: .unlimited)
        subject.subscribe(late)
        #expect(late.completions.count == 1 && late.values.isEmpty)
    }

    @Test func recursiveSendIsDeliveredReentrantlyWithoutDeadlock() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let token = subject.sink { value in
            log.append("begin \(value)")
            if value == 1 { subject.send(2) }
            log.append("end \(value)")
        }
        subject.send(1)
        #expect(log == ["begin 1", "begin 2", "end 2", "end 1"])
        _ = token
    }

    @Test func concurrentSendsNeitherCrashNorLoseValues() async {
        let subject = PassthroughSubject<Int, Never>()
        let counter = Counter()
        let token = subject.sink { counter.add($0) }
        let threads = 8, perThread = 5_000
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<threads {
                group.addTask {
                    for i in 0..<perThread { subject.send(t * perThread + i) }
                }
            }
        }
        #expect(counter.count == threads * perThread)
        #expect(counter.sum == (0..<(threads * perThread)).reduce(0, +))
        _ = token
    }
}

extension SemanticsTests {
    @Test func concurrentPublishedWritesAreAllPublished() async {
        final class Model: ObservableObject, @unchecked Sendable {
            @Published var value = 0
        }
        let model = Model()
        let counter = Counter()
        let willChange = Counter()
        let t1 = model.$value.sink { counter.add($0) }
        let t2 = model.objectWillChange.sink { willChange.add(1) }
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<4 {
                group.addTask { for i in 1...2_000 { model.value = t * 10_000 + i } }
            }
        }
        #expect(counter.count == 8_001, "the initial value and every write")
        #expect(willChange.count == 8_000)
        _ = (t1, t2)
    }
}

extension SemanticsTests {
    /// Subscribing while another thread writes: each subscriber gets the value
    /// current when it subscribed, then every later write, with no gap and no
    /// repeat, whichever way subscription and writes interleave.
    @Test func subscribersJoiningDuringWritesSeeEveryLaterValue() async {
        final class Model: ObservableObject, @unchecked Sendable {
            @Published var value = 0
        }
        final class Received: @unchecked Sendable {
            private let lock = NSLock()
            private var runs: [[Int]] = []
            func add(_ index: Int, _ value: Int) {
                lock.lock()
                runs[index].append(value)
                lock.unlock()
            }
            func open() -> Int {
                lock.lock()
                defer { lock.unlock() }
                runs.append([])
                return runs.count - 1
            }
            var all: [[Int]] { lock.lock(); defer { lock.unlock() }; return runs }
        }
        let model = Model()
        let received = Received()
        let writes = 20_000
        var tokens: [AnyCancellable] = []
        await withTaskGroup(of: [AnyCancellable].self) { group in
            group.addTask {
                for i in 1...writes { model.value = i }
                return []
            }
            group.addTask {
                var made: [AnyCancellable] = []
                for round in 0..<40 {
                    let index = received.open()
                    // Half subscribe a sink directly, half through an operator
                    // (which reaches the subject as an ordinary subscriber).
                    if round.isMultiple(of: 2) {
                        made.append(model.$value.sink { received.add(index, $0) })
                    } else {
                        made.append(model.$value.map { $0 }.sink { received.add(index, $0) })
                    }
                    for _ in 0..<200 { _ = model.value }
                }
                return made
            }
            for await made in group { tokens += made }
        }
        for run in received.all {
            #expect(run.last == writes)
            let consecutive = zip(run, run.dropFirst()).allSatisfy { $1 == $0 + 1 }
            let gap = zip(run, run.dropFirst()).first { $1 != $0 + 1 }.map { "\($0.0) then \($0.1)" } ?? ""
            #expect(consecutive, "a run from \(run.first ?? -1) skipped or repeated a value: \(gap)")
        }
        _ = tokens
    }
}

/// A thread-safe tally; the subject serializes delivery, the lock guards the reads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var values = (count: 0, sum: 0)
    func add(_ value: Int) { lock.lock(); values.count += 1; values.sum += value; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return values.count }
    var sum: Int { lock.lock(); defer { lock.unlock() }; return values.sum }
}
