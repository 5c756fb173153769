import Combine
import Dispatch
import Foundation
import Testing

/// `DispatchQueue.SchedulerTimeType` and its `Stride`, as recorded of
/// Apple's Combine: distances too large for `Int` are "never" either way,
/// advancing saturates at the ends of the clock, an interval times an
/// interval is zero, and a stride encodes its nanoseconds as
/// `_nanoseconds`.
@Suite struct DispatchSchedulerArithmeticTests {
    typealias Time = DispatchQueue.SchedulerTimeType
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride

    private func time(_ nanoseconds: UInt64) -> Time { Time(DispatchTime(uptimeNanoseconds: nanoseconds)) }

    @Test func distancesTooLargeForAnIntAreNeverInBothDirections() {
        let early = time(10_000), late = time(10_431)
        #expect(early.distance(to: late) == .nanoseconds(431))
        #expect(late.distance(to: early) == .nanoseconds(-431))
        let future = Time(.distantFuture)
        #expect(early.distance(to: future) == .nanoseconds(.max))
        #expect(future.distance(to: early) == .nanoseconds(.max))
        let edge = time(UInt64(Int.max))
        #expect(early.distance(to: edge) == .nanoseconds(.max - 10_000))
        #expect(edge.distance(to: early) == .nanoseconds(-(.max - 10_000)))
        #expect(future.distance(to: future) == .nanoseconds(0))
    }

    @Test func advancingSaturatesAtTheEndsOfTheClock() {
        let start = time(10_000)
        #expect(start.advanced(by: .nanoseconds(431)) == time(10_431))
        #expect(start.advanced(by: .nanoseconds(-220)) == time(9_780))
        #expect(start.advanced(by: .nanoseconds(.max)).dispatchTime == .distantFuture)
        #expect(time(1).advanced(by: .nanoseconds(-1_000)).dispatchTime == DispatchTime(uptimeNanoseconds: 1))
    }

    @Test func anIntervalTimesAnIntervalIsZero() {
        #expect((Stride.nanoseconds(18) * .microseconds(1)).magnitude == 0)
        #expect((Stride.microseconds(-3) * .nanoseconds(10)).magnitude == 0)
        var stride = Stride.nanoseconds(15)
        stride *= .nanoseconds(2)
        #expect(stride.magnitude == 0)
        // Sums and differences are plain.
        #expect((Stride.nanoseconds(-12) - .nanoseconds(7)).magnitude == -19)
    }

    @Test func aStrideEncodesItsNanosecondsUnderCombinesKey() throws {
        struct Wrapper: Codable { var value: Stride }
        let data = try JSONEncoder().encode(Wrapper(value: .nanoseconds(419_872)))
        #expect(String(decoding: data, as: UTF8.self) == #"{"value":{"_nanoseconds":419872}}"#)
        #expect(try JSONDecoder().decode(Wrapper.self, from: data).value == .nanoseconds(419_872))
    }
}
