import Foundation

/// How a date picker writes its dates and days: in the environment's
/// locale, the current calendar and time zone, within its range.
struct DateFieldFormat: Equatable {
    let locale: Locale
    let range: ClosedRange<Date>?

    /// The current calendar in the picker's locale.
    var calendar: Calendar {
        var calendar = Calendar.current
        calendar.locale = locale
        return calendar
    }

    /// `date` moved into the range.
    func clamped(_ date: Date) -> Date {
        guard let range else { return date }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    /// Whether some time of `day` (a date in it) is in the range.
    func allows(day: Date) -> Bool {
        guard let range, let interval = calendar.dateInterval(of: .day, for: day) else { return true }
        return interval.end > range.lowerBound && interval.start <= range.upperBound
    }

    private func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }

    private func formatter(template: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    /// The day as iOS's compact picker writes it ("Dec 4, 2026").
    func day(_ date: Date) -> String { formatter(date: .medium, time: .none).string(from: date) }
    /// The time as iOS writes it ("8:46 PM").
    func time(_ date: Date) -> String { formatter(date: .none, time: .short).string(from: date) }
    /// A month's title ("December 2026").
    func month(_ date: Date) -> String { formatter(template: "MMMMy").string(from: date) }
    /// Text written with a date format template.
    func text(_ date: Date, template: String) -> String { formatter(template: template).string(from: date) }
    /// The title of the time row of a graphical picker.
    var timeTitle: String { "Time" }
}
