import Foundation
import TandemReactive

/// `tandem-bench reactive`: Combine pipelines against a hand-written
/// closure-array observer doing the same work in the same run.
enum ReactiveSuite {
    /// Where the sinks put their results, so nothing is optimized away.
    final class Tally {
        var sum = 0
    }

    /// The baseline: observers in an array of closures.
    final class ClosureSubject {
        var observers: [(Int) -> Void] = []
        @inline(never) func send(_ value: Int) {
            for observer in observers { observer(value) }
        }
    }

    final class ClosureProperty {
        var observers: [(Int) -> Void] = []
        var value = 0 {
            willSet { for observer in observers { observer(newValue) } }
        }
    }

    final class Model: ObservableObject {
        @Published var value = 0
    }

    static func run() {
        pipeline()
        backPressure()
        published()
        objectWillChange()
    }

    /// A custom subscriber, as users write them, that asks for one value at a
    /// time: every value goes through the demand bookkeeping of each stage.
    final class OneAtATime: Subscriber {
        typealias Input = Int
        typealias Failure = Never
        let tally: Tally

        init(tally: Tally) { self.tally = tally }

        func receive(subscription: Subscription) { subscription.request(.max(1)) }
        func receive(_ input: Int) -> Subscribers.Demand {
            tally.sum &+= input
            return .max(1)
        }
        func receive(completion: Subscribers.Completion<Never>) {}
    }

    /// Opaque to the optimizer, like a user's closures.
    @inline(never) static func makeTransform() -> (Int) -> Int { { $0 &* 3 } }
    @inline(never) static func makePredicate() -> (Int) -> Bool { { $0 & 1 == 0 } }

    /// `map(transform).filter(predicate)` on a subject, ending in what
    /// `attach` subscribes, against the same work done by a closure array.
    static func mapFilter(
        case name: String, n: Int,
        attach: (Publishers.Filter<Publishers.Map<PassthroughSubject<Int, Never>, Int>>, Tally) -> Void
    ) {
        let transform = makeTransform(), predicate = makePredicate()
        let tally = Tally(), baselineTally = Tally()
        let subject = PassthroughSubject<Int, Never>()
        attach(subject.map(transform).filter(predicate), tally)
        let closures = ClosureSubject()
        closures.observers.append { value in
            let mapped = transform(value)
            if predicate(mapped) { baselineTally.sum &+= mapped }
        }
        let (measured, baseline) = Benchmark.compare(samples: 5) {
            for i in 0..<n { subject.send(i) }
        } baseline: {
            for i in 0..<n { closures.send(i) }
        }
        precondition(tally.sum == baselineTally.sum)
        Benchmark.report(
            suite: "reactive", case: name, n: n, medianNanoseconds: measured / Double(n), baseline: baseline / Double(n)
        )
        subject.send(completion: .finished)
    }

    static func pipeline() {
        var token: AnyCancellable?
        mapFilter(case: "passthrough-map-filter-sink", n: 10_000_000) { publisher, tally in
            token = publisher.sink { tally.sum &+= $0 }
        }
        token?.cancel()
    }

    /// The back-pressure path: `.max(1)` demand through map, filter and
    /// `receive(on: ImmediateScheduler)`, against the same closure array.
    static func backPressure() {
        mapFilter(case: "backpressure-max1-map-filter-receiveOn", n: 2_000_000) { publisher, tally in
            publisher.receive(on: ImmediateScheduler.shared).subscribe(OneAtATime(tally: tally))
        }
    }

    static func published() {
        let n = 1_000_000
        let model = Model(), property = ClosureProperty()
        let tally = Tally(), baselineTally = Tally()
        let token = model.$value.sink { tally.sum &+= $0 }
        property.observers.append { baselineTally.sum &+= $0 }
        let (measured, baseline) = Benchmark.compare(samples: 7) {
            for i in 0..<n { model.value = i }
        } baseline: {
            for i in 0..<n { property.value = i }
        }
        Benchmark.report(
            suite: "reactive", case: "published-1-sink", n: n, medianNanoseconds: measured / Double(n),
            baseline: baseline / Double(n))
        token.cancel()
    }

    static func objectWillChange() {
        let n = 100_000, sinks = 100
        let model = Model()
        let closures = ClosureSubject()
        let tally = Tally(), baselineTally = Tally()
        var tokens: [AnyCancellable] = []
        for _ in 0..<sinks {
            tokens.append(model.objectWillChange.sink { tally.sum &+= 1 })
            closures.observers.append { _ in baselineTally.sum &+= 1 }
        }
        let publisher = model.objectWillChange
        let (measured, baseline) = Benchmark.compare(samples: 7) {
            for _ in 0..<n { publisher.send() }
        } baseline: {
            for i in 0..<n { closures.send(i) }
        }
        Benchmark.report(
            suite: "reactive", case: "objectWillChange-100-sinks", n: n, medianNanoseconds: measured / Double(n),
            baseline: baseline / Double(n))
        tokens.removeAll()
    }
}
