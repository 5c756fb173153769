import Combine
import Dispatch
import Foundation
import Testing

// Code that extends both date-based schedulers' time types, as code written
// for Apple's systems does: it compiles only if they are distinct types.
extension RunLoop.SchedulerTimeType {
    var schedulerName: String { "run loop" }
}

extension OperationQueue.SchedulerTimeType {
    var schedulerName: String { "operation queue" }
}

@Suite struct SchedulerTests {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride

    @Test func runLoopAndOperationQueueHaveTheirOwnTimeTypes() {
        #expect(RunLoop.current.now.schedulerName == "run loop")
        #expect(OperationQueue().now.schedulerName == "operation queue")
        #expect(RunLoop.SchedulerTimeType.self != OperationQueue.SchedulerTimeType.self)
        let later = RunLoop.current.now.advanced(by: .milliseconds(1500))
        #expect(RunLoop.current.now.distance(to: later) > .seconds(1))
    }

    @Test func dispatchStridesSaturateInsteadOfTrapping() {
        #expect(Stride.seconds(Int.max).magnitude == Int.max)
        #expect(Stride.seconds(Int.min).magnitude == Int.min)
        #expect(Stride.milliseconds(Int.max / 2).magnitude == Int.max)
        #expect(Stride.seconds(1e300).magnitude == Int.max)
        #expect(Stride.seconds(-1e300).magnitude == Int.min)
        #expect(Stride.seconds(Double.nan).magnitude == 0)
        #expect((Stride.nanoseconds(Int.max) + .nanoseconds(1)).magnitude == Int.max)
        #expect((Stride.nanoseconds(Int.min) - .nanoseconds(1)).magnitude == Int.min)
        // A product of two intervals is zero, as Combine defines it.
        #expect((Stride.nanoseconds(Int.max) * .nanoseconds(-2)).magnitude == 0)
        #expect(Stride(exactly: Int.max) == nil)
        #expect(Stride(exactly: 2)?.magnitude == 2_000_000_000)
        let integerLiteral: Stride = 3
        #expect(integerLiteral == .seconds(3))
    }

    @Test func dispatchTimesSaturateAtTheEndsOfTheClock() {
        let now = DispatchQueue.main.now
        let far = now.advanced(by: .nanoseconds(Int.max)).advanced(by: .nanoseconds(Int.max)).advanced(
            by: .nanoseconds(Int.max))
        #expect(far.dispatchTime.uptimeNanoseconds == UInt64.max)
        #expect(now.distance(to: far).magnitude == Int.max)
        // Too far for an `Int` either way: "never", as Combine answers.
        #expect(far.distance(to: now).magnitude == Int.max)
        #expect(now.advanced(by: .nanoseconds(Int.min)).dispatchTime.uptimeNanoseconds == 1)
    }

    @Test func strideTypesAreCodable() throws {
        let strides = [Stride.milliseconds(5)]
        let decoded = try JSONDecoder().decode([Stride].self, from: try JSONEncoder().encode(strides))
        #expect(decoded == strides)
        let runLoopStride = RunLoop.SchedulerTimeType.Stride.seconds(2.5)
        let data = try JSONEncoder().encode(runLoopStride)
        #expect(try JSONDecoder().decode(RunLoop.SchedulerTimeType.Stride.self, from: data) == runLoopStride)
        let immediate: ImmediateScheduler.SchedulerTimeType.Stride = 3
        let immediateData = try JSONEncoder().encode(immediate)
        #expect(
            try JSONDecoder().decode(ImmediateScheduler.SchedulerTimeType.Stride.self, from: immediateData) == immediate
        )
        let huge: ImmediateScheduler.SchedulerTimeType.Stride = 1e300
        #expect(huge.magnitude == Int.max)
    }
}
