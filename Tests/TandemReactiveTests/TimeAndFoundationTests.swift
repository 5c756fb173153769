import Combine
import Foundation
import Testing

// Swift Testing does not run the main run loop on Linux, so these tests schedule
// on the current thread's run loop and spin it themselves.
@Suite(.serialized) struct TimeAndFoundationTests {
    /// Runs the main run loop until `condition` holds or `timeout` passes.
    func spin(timeout: TimeInterval = 2, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
    }

    @Test func receiveOnDeliversOnTheSchedulerInOrder() {
        let queue = DispatchQueue(label: "tandem.test.receive")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let counter = Counter()
        var onQueue = true
        let lock = NSLock()
        let done = DispatchSemaphore(value: 0)
        let token = (1...100).publisher.receive(on: queue).sink(receiveCompletion: { _ in done.signal() }) { value in
            lock.lock()
            if DispatchQueue.getSpecific(key: key) != true { onQueue = false }
            lock.unlock()
            counter.add(value)
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(counter.count == 100 && counter.sum == 5050)
        #expect(onQueue)
        _ = token
    }

    @Test func debounceSendsOnlyAfterQuiet() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let token = subject.debounce(for: .milliseconds(80), scheduler: RunLoop.current).sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        spin(timeout: 1) { !values.isEmpty }
        #expect(values == [3])
        _ = token
    }

    @Test func throttleSendsTheFirstValueAtOnceAndThenOnePerInterval() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let token = subject.throttle(for: .milliseconds(100), scheduler: RunLoop.current, latest: true).sink {
            values.append($0)
        }
        subject.send(1)
        spin(timeout: 0.5) { values == [1] }
        subject.send(2)
        subject.send(3)
        spin(timeout: 1) { values.count == 2 }
        #expect(values == [1, 3])
        _ = token
    }

    @Test func delayAndTimeout() {
        var values: [Int] = []
        let start = Date()
        var elapsed: TimeInterval = 0
        let t1 = Just(1).delay(for: .milliseconds(60), scheduler: RunLoop.current).sink {
            values.append($0)
            elapsed = Date().timeIntervalSince(start)
        }
        spin { !values.isEmpty }
        #expect(values == [1] && elapsed >= 0.055)

        var finished = false
        let silent = PassthroughSubject<Int, Never>()
        let t2 = silent.timeout(.milliseconds(50), scheduler: RunLoop.current).sink(receiveCompletion: { _ in
            finished = true
        }) { _ in }
        spin { finished }
        #expect(finished)
        _ = (t1, t2)
    }

    @Test func timerPublisherFiresOnTheRunLoopWhenConnected() {
        var ticks = 0
        let token = Timer.publish(every: 0.02, on: .current, in: .default).autoconnect().sink { _ in ticks += 1 }
        spin { ticks >= 3 }
        #expect(ticks >= 3)
        token.cancel()
        let stopped = ticks
        spin(timeout: 0.1) { false }
        #expect(ticks == stopped)
    }

    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("TandemTest")
        var received: [String] = []
        var token: AnyCancellable? = center.publisher(for: name).compactMap { $0.object as? String }.sink {
            received.append($0)
        }
        center.post(name: name, object: "a")
        center.post(name: Notification.Name("Other"), object: "x")
        center.post(name: name, object: "b")
        token = nil
        center.post(name: name, object: "c")
        #expect(received == ["a", "b"])
        _ = token
    }

    @Test func valuesAsAsyncSequence() async throws {
        var collected: [Int] = []
        for await value in (1...5).publisher.values { collected.append(value) }
        #expect(collected == [1, 2, 3, 4, 5])
        do {
            for try await _ in Fail<Int, TestError>(error: TestError(code: 9)).values {}
            Issue.record("expected a throw")
        } catch let error as TestError {
            #expect(error.code == 9)
        }
    }
}
