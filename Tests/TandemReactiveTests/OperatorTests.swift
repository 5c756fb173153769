import Combine
import Foundation
import Testing

struct TestError: Error, Equatable {
    let code: Int
}

/// Collects everything a publisher sends synchronously.
func collect<P: Publisher>(_ publisher: P) -> (values: [P.Output], completion: Subscribers.Completion<P.Failure>?) {
    var values: [P.Output] = []
    var completion: Subscribers.Completion<P.Failure>?
    let token = publisher.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    token.cancel()
    return (values, completion)
}

func isFinished<F>(_ completion: Subscribers.Completion<F>?) -> Bool {
    if case .finished = completion { return true }
    return false
}

@Suite struct OperatorTests {
    @Test func transformingOperators() {
        let numbers = [1, 2, 2, 3, nil, 4, 4, 4, 5].publisher
        #expect(collect(numbers.compactMap { $0 }.removeDuplicates()).values == [1, 2, 3, 4, 5])
        #expect(collect(numbers.replaceNil(with: 0).filter { $0 % 2 == 0 }).values == [2, 2, 0, 4, 4, 4])
        #expect(collect((1...4).publisher.scan(0, +)).values == [1, 3, 6, 10])
        #expect(collect((1...4).publisher.reduce(0, +)).values == [10])
        #expect(collect((1...5).publisher.collect()).values == [[1, 2, 3, 4, 5]])
        #expect(collect((1...5).publisher.collect(2)).values == [[1, 2], [3, 4], [5]])
        #expect(collect((1...5).publisher.first()).values == [1])
        #expect(collect((1...5).publisher.first { $0 > 3 }).values == [4])
        #expect(collect((1...5).publisher.last()).values == [5])
        #expect(collect((1...5).publisher.dropFirst(2)).values == [3, 4, 5])
        #expect(collect((1...5).publisher.drop { $0 < 4 }).values == [4, 5])
        #expect(collect((1...5).publisher.prefix(2)).values == [1, 2])
        #expect(collect((1...5).publisher.prefix { $0 < 3 }).values == [1, 2])
        #expect(collect((1...5).publisher.output(at: 3)).values == [4])
        #expect(collect((1...5).publisher.output(in: 1...2)).values == [2, 3])
        #expect(collect((1...5).publisher.count()).values == [5])
        #expect(collect((1...5).publisher.min()).values == [1])
        #expect(collect((1...5).publisher.max()).values == [5])
        #expect(collect((1...5).publisher.contains(3)).values == [true])
        #expect(collect((1...5).publisher.allSatisfy { $0 > 0 }).values == [true])
        #expect(collect((1...5).publisher.allSatisfy { $0 < 3 }).values == [false])
        #expect(collect((1...3).publisher.ignoreOutput()).values.isEmpty)
        #expect(collect((1...3).publisher.map(\.description)).values == ["1", "2", "3"])
        #expect(collect(Just(5).prepend(1, 2).append(9)).values == [1, 2, 5, 9])
    }

    @Test func errorOperators() {
        let failing = (1...3).publisher.setFailureType(to: TestError.self)
            .tryMap { value -> Int in
                if value == 3 { throw TestError(code: 3) }
                return value * 10
            }
        let result = collect(failing)
        #expect(result.values == [10, 20])
        if case .failure(let error as TestError) = result.completion {
            #expect(error.code == 3)
        } else {
            Issue.record("expected failure")
        }
        #expect(collect(Fail<Int, TestError>(error: TestError(code: 1)).replaceError(with: 7)).values == [7])
        let mapped = collect(Fail<Int, TestError>(error: TestError(code: 1)).mapError { TestError(code: $0.code + 1) })
        #expect(mapped.completion == .failure(TestError(code: 2)))
        let caught = collect(Fail<Int, TestError>(error: TestError(code: 1)).catch { _ in Just(42) })
        #expect(caught.values == [42] && isFinished(caught.completion))

        var attempts = 0
        let retried = collect(
            Deferred { () -> AnyPublisher<Int, TestError> in
                attempts += 1
                return attempts < 3
                    ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
                    : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
            }.retry(5))
        #expect(retried.values == [3] && attempts == 3)
        #expect(collect(Empty<Int, Never>()).values.isEmpty)
    }

    @Test func combiningOperators() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var latest: [String] = []
        var zipped: [String] = []
        let t1 = a.combineLatest(b).sink { latest.append("\($0)\($1)") }
        let t2 = a.zip(b).sink { zipped.append("\($0)\($1)") }
        a.send(1)
        b.send("x")
        a.send(2)
        a.send(3)
        b.send("y")
        #expect(latest == ["1x", "2x", "3x", "3y"])
        #expect(zipped == ["1x", "2y"])

        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        var merged: [Int] = []
        var done = false
        let t3 = c.merge(with: d).sink(receiveCompletion: { _ in done = true }, receiveValue: { merged.append($0) })
        c.send(1); d.send(2); c.send(3)
        c.send(completion: .finished)
        #expect(!done)
        d.send(4)
        d.send(completion: .finished)
        #expect(merged == [1, 2, 3, 4] && done)
        #expect(
            collect((1...3).publisher.merge(with: (4...5).publisher, (6...6).publisher)).values.sorted() == [
                1, 2, 3, 4, 5, 6,
            ])
        #expect(collect(Publishers.MergeMany((0..<5).map { Just($0) })).values.sorted() == [0, 1, 2, 3, 4])
        _ = (t1, t2, t3)
    }

    @Test func flatMapAndSwitchToLatest() {
        #expect(collect((1...3).publisher.flatMap { [$0, $0 * 10].publisher }).values == [1, 10, 2, 20, 3, 30])
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let token = outer.switchToLatest().sink { values.append($0) }
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)  // ignored: switched away
        second.send(3)
        #expect(values == [1, 3])
        _ = token
    }

    @Test func flatMapHonorsMaxPublishers() {
        let inners = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
        var values: [Int] = []
        let token = (0..<3).publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }.sink { values.append($0) }
        inners[1].send(99)  // not subscribed yet
        inners[0].send(1)
        inners[0].send(completion: .finished)
        inners[1].send(2)
        #expect(values == [1, 2])
        _ = token
    }

    @Test func shareSubscribesUpstreamOnce() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        var a: [Int] = [], b: [Int] = []
        let t1 = shared.sink { a.append($0) }
        let t2 = shared.sink { b.append($0) }
        subject.send(1)
        #expect(subscriptions == 1)
        #expect(a == [1] && b == [1])
        _ = (t1, t2)
    }

    @Test func futureDeliversItsResultToEverySubscriber() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        var early: [Int] = []
        let t1 = future.sink { early.append($0) }
        promise?(.success(8))
        var late: [Int] = []
        let t2 = future.sink { late.append($0) }
        #expect(early == [8] && late == [8])
        _ = (t1, t2)
    }

    @Test func assignWritesToObjectsAndPublishedProperties() {
        final class Model: ObservableObject {
            @Published var text = ""
            var plain = 0
        }
        let model = Model()
        let token = (1...3).publisher.assign(to: \.plain, on: model)
        #expect(model.plain == 3)
        let subject = PassthroughSubject<String, Never>()
        subject.assign(to: &model.$text)
        subject.send("hello")
        #expect(model.text == "hello")
        _ = token
    }

    @Test func printLogsLifecycleEvents() {
        struct Stream: TextOutputStream {
            var lines: [String] = []
            mutating func write(_ string: String) { lines.append(string) }
        }
        final class Box: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let box = Box()
        _ = collect(Just(1).print("tag", to: box))
        #expect(box.text.contains("tag: receive value: (1)"))
        #expect(box.text.contains("tag: receive finished"))
    }

    @Test func encodeAndDecodeRoundTrip() {
        struct Item: Codable, Equatable { let id: Int }
        let result = collect(
            Just(Item(id: 7)).encode(encoder: JSONEncoder()).decode(type: Item.self, decoder: JSONDecoder()))
        #expect(result.values == [Item(id: 7)])
    }
}
