import Foundation
import SwiftUI
import Testing

/// Records the dates a timeline view's content was made with.
@MainActor
private final class DateLog {
    var seconds: [Double] = []
}

private struct Ticking<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let origin: Date
    let log: DateLog

    var body: some View {
        TimelineView(schedule) { context in
            let offset = context.date.timeIntervalSince(origin)
            Color.red.frame(width: 10, height: 10)
                .onChange(of: offset, initial: true) { _, new in log.seconds.append((new * 1000).rounded() / 1000) }
        }
    }
}

/// `TimelineView` and its schedules, on the animation clock the tests drive.
@MainActor
@Suite(.serialized) struct TimelineViewTests {
    @Test func schedulesListTheirDates() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let periodic = PeriodicTimelineSchedule.periodic(from: start, by: 2)
        #expect(
            Array(periodic.entries(from: start.addingTimeInterval(5), mode: .normal).prefix(3)) == [
                start.addingTimeInterval(4), start.addingTimeInterval(6), start.addingTimeInterval(8),
            ], "the period holding the date, then the next ones")
        #expect(periodic.entries(from: start.addingTimeInterval(-5), mode: .normal).first { _ in true } == start)
        let minutes = EveryMinuteTimelineSchedule.everyMinute.entries(
            from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
        #expect(
            Array(minutes.prefix(2)) == [
                Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180),
            ])
        let frames = AnimationTimelineSchedule.animation(minimumInterval: 0.5).entries(from: start, mode: .normal)
        #expect(Array(frames.prefix(2)) == [start, start.addingTimeInterval(0.5)])
        let dates = [start, start.addingTimeInterval(3)]
        #expect(Array(ExplicitTimelineSchedule.explicit(dates).entries(from: .distantFuture, mode: .normal)) == dates)
    }

    @Test func aPeriodicTimelineRemakesItsContentAtEachPeriod() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = DateLog()
        // A period boundary a quarter second ago: the content shows it, and the next one comes in 0.75 s.
        let origin = Date().addingTimeInterval(-0.25)
        let (_, window) = host(
            Ticking(schedule: .periodic(from: origin, by: 1), origin: origin, log: log), width: 100, height: 100)
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        CATransaction.flush()
        #expect(log.seconds == [0])
        TandemAnimationClock.advance(by: 0.5)
        #expect(log.seconds == [0], "no entry yet")
        TandemAnimationClock.advance(by: 0.5)
        #expect(log.seconds == [0, 1])
        TandemAnimationClock.advance(by: 2)
        #expect(log.seconds == [0, 1, 3], "a jump past two entries shows the latest")
        #expect(TandemAnimationClock.runAnimationsToEnd(limit: 1), "a timeline is not an animation that waits to end")
    }

    @Test func anAnimationTimelineFollowsTheFramesAndAnExplicitOneStopsAfterItsLastDate() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = DateLog()
        let origin = Date()
        let (_, window) = host(
            Ticking(schedule: .animation(minimumInterval: 0.09), origin: origin, log: log), width: 100, height: 100)
        CATransaction.flush()
        let first = log.seconds.first ?? -1
        for _ in 0..<6 { TandemAnimationClock.advance(by: 0.05) }
        #expect(log.seconds.count == 4, "every frame at least 0.09 s apart: \(log.seconds)")
        #expect(abs((log.seconds.last ?? 0) - first - 0.3) < 0.002)
        window.isHidden = true
        window.rootViewController = nil

        let explicitLog = DateLog()
        let now = Date()
        let dates = [now.addingTimeInterval(0.5), now.addingTimeInterval(1.5)]
        let (_, other) = host(
            Ticking(schedule: .explicit(dates), origin: now, log: explicitLog), width: 100, height: 100)
        defer {
            other.isHidden = true
            other.rootViewController = nil
        }
        CATransaction.flush()
        TandemAnimationClock.advance(by: 1)
        TandemAnimationClock.advance(by: 1)
        TandemAnimationClock.advance(by: 5)
        #expect(
            explicitLog.seconds.count == 3 && explicitLog.seconds.suffix(2) == [0.5, 1.5], "\(explicitLog.seconds)")
    }
}
