import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// `UIDatePicker`: clamping to the bounds, the wheels, compact and inline
/// styles, and `.valueChanged` only for the user's choices.
@MainActor
@Suite struct DatePickerTests {
    @MainActor
    final class Changes {
        var dates: [Date] = []
        func changed(_ picker: UIDatePicker) { dates.append(picker.date) }
    }

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 41) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func makePicker(
        mode: UIDatePicker.Mode, style: UIDatePickerStyle, size: CGSize = CGSize(width: 320, height: 216)
    ) -> (UIWindow, UIDatePicker, Changes) {
        let window = makeWindow(width: 320, height: 420)
        window.rootViewController!.view.backgroundColor = .white
        let picker = UIDatePicker(frame: CGRect(origin: CGPoint(x: 0, y: 0), size: size))
        picker.calendar = Self.calendar
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Self.date(2026, 12, 4)
        let changes = Changes()
        picker.addTarget(changes, action: Changes.changed, for: .valueChanged)
        window.rootViewController!.view.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker, changes)
    }

    private func turn(_ window: UIWindow, x: CGFloat, rows: Int, time: TimeInterval) {
        let offsets = UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: -32 * CGFloat(rows)), steps: 8)
        window.synthesizeDrag(from: CGPoint(x: x, y: 108), by: offsets, time: time)
    }

    @Test func theDateStaysWithinTheBoundsAndCodeSendsNothing() {
        let (_, picker, changes) = makePicker(mode: .date, style: .wheels)
        picker.minimumDate = Self.date(2027, 1, 1)
        #expect(picker.date == Self.date(2027, 1, 1))
        picker.minimumDate = nil
        picker.maximumDate = Self.date(2026, 6, 1)
        #expect(picker.date == Self.date(2026, 6, 1))  // a bound moves the date inside it
        picker.date = Self.date(2030, 1, 1)
        #expect(picker.date == Self.date(2026, 6, 1))
        picker.setDate(Self.date(2020, 1, 1), animated: true)
        #expect(picker.date == Self.date(2020, 1, 1))
        #expect(changes.dates.isEmpty)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
    }

    @Test func dateWheelsShowMonthDayYearAndTurningThemChangesTheDate() throws {
        let (window, picker, changes) = makePicker(mode: .date, style: .wheels)
        #expect(picker.datePickerStyle == .wheels)
        let wheels = try #require(picker.wheelsView)
        #expect(wheels.numberOfComponents == 3)
        #expect([0, 1, 2].map { wheels.selectedRow(inComponent: $0) } == [11, 3, 2025])
        // The day wheel (x 143...225) up one row: December 5, same time.
        turn(window, x: 184, rows: 1, time: 0)
        #expect(picker.date == Self.date(2026, 12, 5))
        #expect(changes.dates == [Self.date(2026, 12, 5)])
        // Past the maximum: the date stops at it and the wheel turns back.
        picker.maximumDate = Self.date(2026, 12, 10, 12, 0)
        turn(window, x: 184, rows: 10, time: 1)
        #expect(picker.date == Self.date(2026, 12, 10, 12, 0))
        #expect(wheels.selectedRow(inComponent: 1) == 9)
        #expect(changes.dates.count == 2)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "date-picker-wheels")
    }

    @Test func timeWheelsPickHourMinuteAndMeridiem() throws {
        let (window, picker, changes) = makePicker(mode: .time, style: .wheels)
        let wheels = try #require(picker.wheelsView)
        #expect([0, 1, 2].map { wheels.selectedRow(inComponent: $0) } == [8, 41, 0])
        // A tap one row below the band on the AM/PM wheel (the last, at the right) picks PM.
        let columns = wheels.componentFrames()
        window.synthesizeTap(at: CGPoint(x: columns[2].midX, y: 140), time: 0)
        #expect(picker.date == Self.date(2026, 12, 4, 21, 41))
        #expect(changes.dates.count == 1)
    }

    @Test func compactIsTheAutomaticStyleAndShowsDateAndTimeLabels() {
        let (window, picker, _) = makePicker(
            mode: .dateAndTime, style: .automatic, size: CGSize(width: 320, height: 34))
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.wheelsView == nil)
        let labels = picker.compactLabels()
        // Foundation puts a narrow no-break space before AM/PM, as iOS 17 does.
        #expect(labels.map { $0.text.replacingOccurrences(of: "\u{202F}", with: " ") } == ["Dec 4, 2026", "9:41 AM"])
        #expect(labels[0].frame.height == 34)
        #expect(picker.intrinsicContentSize.width == labels[1].frame.maxX)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "date-picker-compact")
        let corner = image.pixel(Int(4 * image.scale), Int(17 * image.scale))
        #expect(corner.r < 245 && corner.r > 215)  // the gray label
        #expect(image.pixel(Int(4 * image.scale), Int(40 * image.scale)).r > 250)
    }

    @Test func inlineShowsTheMonthAndATapChoosesADay() {
        let (window, picker, changes) = makePicker(mode: .date, style: .inline, size: CGSize(width: 320, height: 350))
        #expect(picker.datePickerStyle == .inline)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 328))
        // December 2026 starts on a Tuesday: the 4th is in the first week's Friday column.
        let column = (320.0 - 16) / 7
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "date-picker-inline")
        let chosen = image.pixel(Int((8 + 5.5 * column - 15) * image.scale), Int(86 * image.scale))
        #expect(chosen.b > chosen.r + 10)  // the pale tinted circle
        // The 25th: fourth week, Friday.
        window.synthesizeTap(at: CGPoint(x: 8 + 5.5 * column, y: 64 + 3.5 * 44), time: 0)
        #expect(picker.date == Self.date(2026, 12, 25))
        #expect(changes.dates == [Self.date(2026, 12, 25)])
        // A countdown timer is always wheels.
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.countDownDuration = 5400
        #expect(picker.wheelsView.map { [$0.selectedRow(inComponent: 0), $0.selectedRow(inComponent: 1)] } == [1, 30])
    }
}
