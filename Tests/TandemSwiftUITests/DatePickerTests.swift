import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `DatePicker` in its compact, graphical and wheel styles.
@MainActor
@Suite struct DatePickerTests {
    nonisolated static let calendar = Calendar.current
    /// December 4, 2026, 8:46 PM in the current time zone.
    nonisolated static let day = calendar.date(
        from: DateComponents(year: 2026, month: 12, day: 4, hour: 20, minute: 46))!

    final class DateBox { var date = DatePickerTests.day }

    struct Picker: View {
        @State var date: Date
        let box: DateBox
        var range: ClosedRange<Date>?
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var style = "compact"

        var body: some View {
            let binding = Binding(
                get: { date },
                set: {
                    date = $0; box.date = $0
                })
            Group {
                if let range {
                    DatePicker("Start", selection: binding, in: range, displayedComponents: components)
                } else {
                    DatePicker("Start", selection: binding, displayedComponents: components)
                }
            }
            .modifier(StyleChoice(style: style))
            .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    struct StyleChoice: ViewModifier {
        let style: String
        func body(content: Content) -> some View {
            switch style {
            case "graphical": content.datePickerStyle(.graphical)
            case "wheel": content.datePickerStyle(.wheel)
            default: content.datePickerStyle(.compact)
            }
        }
    }

    @Test func compactShowsTheLabelThenTheDayAndTimeFields() throws {
        let (controller, window) = host(Picker(date: Self.day, box: DateBox()), width: 390, height: 200)
        defer { window.isHidden = true }
        let root = controller.view!
        let label = try #require(root.labels.first { $0.text == "Start" })
        let day = try #require(root.labels.first { $0.text == "Dec 4, 2026" })
        // ICU puts a narrow no-break space before AM/PM, as iOS 17 does.
        let time = try #require(
            root.labels.first { $0.text?.replacingOccurrences(of: "\u{202F}", with: " ") == "8:46 PM" })
        #expect(root.frame(of: label).minX == 0)
        // The fields at the trailing edge, the time last, 11 points inside its field.
        #expect(abs(root.frame(of: time).maxX - (390 - 11)) < 1)
        #expect(root.frame(of: day).maxX < root.frame(of: time).minX)
        // Centered on one row.
        #expect(abs(root.frame(of: day).midY - root.frame(of: label).midY) < 1)
    }

    @Test func tappingTheCompactDayOpensACalendarThatClosesWhenADayIsPicked() throws {
        let box = DateBox()
        let (controller, window) = host(Picker(date: Self.day, box: box), width: 390, height: 700)
        defer { window.isHidden = true }
        let root = controller.view!
        #expect(!root.labels.contains { $0.text == "December 2026" })
        let day = try #require(root.labels.first { $0.text == "Dec 4, 2026" })
        window.synthesizeTap(at: day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(root.labels.contains { $0.text == "December 2026" })
        let twelve = try #require(root.labels.first { $0.text == "12" })
        window.synthesizeTap(at: twelve.convert(CGPoint(x: twelve.bounds.midX, y: twelve.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(Self.calendar.component(.day, from: box.date) == 12)
        #expect(!root.labels.contains { $0.text == "December 2026" })
        #expect(root.labels.contains { $0.text == "Dec 12, 2026" })
    }

    private func tap(_ text: String, in controller: UIViewController, window: UIWindow) throws {
        let label = try #require(
            controller.view.labels.first { $0.text?.replacingOccurrences(of: "\u{202F}", with: " ") == text })
        window.synthesizeTap(at: label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil))
        CATransaction.flush()
    }

    @Test func tappingAWheelsNeighborMovesTheValueThere() throws {
        let box = DateBox()
        let (controller, window) = host(
            Picker(date: Self.day, box: box, components: .date, style: "wheel"), width: 390, height: 400)
        defer { window.isHidden = true }
        try tap("6", in: controller, window: window)
        #expect(
            Self.calendar.dateComponents([.month, .day, .hour, .minute], from: box.date)
                == DateComponents(month: 12, day: 6, hour: 20, minute: 46))
        try tap("October", in: controller, window: window)
        #expect(Self.calendar.dateComponents([.month, .day], from: box.date) == DateComponents(month: 10, day: 6))
    }

    @Test func tappingTheCompactTimeOpensItsWheels() throws {
        let box = DateBox()
        let (controller, window) = host(Picker(date: Self.day, box: box), width: 390, height: 700)
        defer { window.isHidden = true }
        try tap("8:46 PM", in: controller, window: window)
        // Hours, minutes and the half of the day, with their neighbors.
        try tap("47", in: controller, window: window)
        try tap("AM", in: controller, window: window)
        #expect(
            Self.calendar.dateComponents([.day, .hour, .minute], from: box.date)
                == DateComponents(day: 4, hour: 8, minute: 47))
        #expect(
            controller.view.labels.contains { $0.text?.replacingOccurrences(of: "\u{202F}", with: " ") == "8:47 AM" })
    }

    @Test func componentsChooseTheFieldsAndTheRangeClampsTheValue() throws {
        let later = Self.calendar.date(byAdding: .day, value: 3, to: Self.day)!
        let picker = Picker(date: Self.day, box: DateBox(), range: later...Date.distantFuture, components: .date)
        let (controller, window) = host(picker, width: 390, height: 200)
        defer { window.isHidden = true }
        let texts = controller.view.labels.compactMap(\.text)
        #expect(texts == ["Start", "Dec 7, 2026"])
    }

    @Test func graphicalPicksATappedDayKeepingTheTime() throws {
        let box = DateBox()
        let lastAllowed = Self.calendar.date(byAdding: .day, value: 10, to: Self.day)!
        let picker = Picker(date: Self.day, box: box, range: Date.distantPast...lastAllowed, style: "graphical")
        let (controller, window) = host(picker, width: 390, height: 600)
        defer { window.isHidden = true }
        let root = controller.view!
        #expect(root.labels.contains { $0.text == "December 2026" })
        #expect(root.labels.contains { $0.text == "SUN" })
        #expect(root.labels.contains { $0.text == "Time" })
        let ten = try #require(root.labels.first { $0.text == "10" })
        window.synthesizeTap(at: ten.convert(CGPoint(x: ten.bounds.midX, y: ten.bounds.midY), to: nil))
        CATransaction.flush()
        let picked = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: box.date)
        #expect(picked == DateComponents(year: 2026, month: 12, day: 10, hour: 20, minute: 46))
        // Past the range's end: nothing happens.
        let twenty = try #require(root.labels.first { $0.text == "20" })
        window.synthesizeTap(at: twenty.convert(CGPoint(x: twenty.bounds.midX, y: twenty.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(Self.calendar.component(.day, from: box.date) == 10)
    }

    @Test func graphicalArrowsChangeTheMonth() throws {
        let (controller, window) = host(
            Picker(date: Self.day, box: DateBox(), style: "graphical"), width: 390, height: 600)
        defer { window.isHidden = true }
        let buttons = controller.view.allSubviews.filter { $0 is UIControl && $0.bounds.width < 60 }
        let next = try #require(
            buttons.max { $0.convert($0.bounds, to: nil).minX < $1.convert($1.bounds, to: nil).minX })
        let frame = next.convert(next.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: frame.midX, y: frame.midY))
        CATransaction.flush()
        #expect(controller.view.labels.contains { $0.text == "January 2027" })
    }

    @Test func wheelDrawsTheColumnsAroundTheValue() throws {
        let (controller, window) = host(
            Picker(date: Self.day, box: DateBox(), components: .date, style: "wheel"), width: 390, height: 400)
        defer { window.isHidden = true }
        let texts = Set(controller.view.labels.compactMap(\.text))
        #expect(texts.isSuperset(of: ["December", "4", "2026", "November", "3", "2025"]))
    }

    @Test func aWheelColumnTurnsByTheRowsADragPassesAndCoastsAfterAFling() throws {
        let box = DateBox()
        let (controller, window) = host(
            Picker(date: Self.day, box: box, components: .date, style: "wheel"), width: 390, height: 400)
        defer { window.isHidden = true }
        let pitch = UIFont.systemFont(ofSize: 21).lineHeight + 10
        func dayCenter() throws -> CGPoint {
            let day = try #require(controller.view.labels.first { $0.text == "4" })
            let frame = day.convert(day.bounds, to: nil)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        // A slow drag up by two rows, held still before the lift: two days later.
        let start = try dayCenter()
        let steps = (1...20).map { CGPoint(x: 0, y: -2 * pitch * CGFloat($0) / 20) }
        window.synthesizeDrag(
            from: start, by: steps + Array(repeating: steps.last!, count: 10), time: 1000, interval: 0.05)
        CATransaction.flush()
        let calendar = Calendar.current
        let slow = box.date
        #expect(calendar.dateComponents([.day], from: Self.day, to: slow).day == 2)
        // A quick flick of one row coasts on, as a wheel does, several rows further.
        let flickStart = try #require(controller.view.labels.first { $0.text == "6" })
        let from = flickStart.convert(flickStart.bounds, to: nil)
        window.synthesizeDrag(
            from: CGPoint(x: from.midX, y: from.midY), by: [CGPoint(x: 0, y: -pitch / 2), CGPoint(x: 0, y: -pitch)],
            time: 2000, interval: 0.016)
        CATransaction.flush()
        let flung = box.date
        #expect(try #require(calendar.dateComponents([.day], from: slow, to: flung).day) > 3)
    }
}
