/// Imported publicly: the public declarations below use its types.
public import Foundation

extension Text {
    /// A predefined way to show a date: `Text(event.start, style: .date)`.
    ///
    /// `.date` and `.time` follow the environment's locale (a long date, a short
    /// time); `.relative`, `.offset` and `.timer` show the distance between
    /// the date and now. iOS keeps those three current while they are on
    /// screen; Tandem formats them when the text is made (when the body that
    /// makes it runs), see docs/Compatibility.md.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case date, time, relative, offset, timer
        }

        let kind: Kind

        /// The date without its time: "June 3, 2019" (the locale's long date).
        public static let date = DateStyle(kind: .date)
        /// The time without its date: "11:23 PM" (the locale's short time).
        public static let time = DateStyle(kind: .time)
        /// The distance from now, in at most two units: "2 hours, 23 minutes", "1 year, 1 month".
        public static let relative = DateStyle(kind: .relative)
        /// The distance from now with its sign (future is +): "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        /// `date` shown in this style, with `now` as the present (dates and
        /// times in `locale`'s formats).
        func format(_ date: Date, relativeTo now: Date, locale: Locale = .current) -> String {
            switch kind {
            case .date, .time:
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.dateStyle = kind == .date ? .long : .none
                formatter.timeStyle = kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return Self.distance(from: now, to: date)
            case .offset:
                let distance = Self.distance(from: now, to: date)
                if date < now { return "-" + distance }
                return date > now ? "+" + distance : distance
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
                if hours == 0 { return "\(minutes):\(paddedSeconds)" }
                return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(paddedSeconds)"
            }
        }

        /// The calendar distance between two dates in its two largest
        /// nonzero units, in English ("1 year, 1 month"; "0 seconds" for none).
        /// Linux's Foundation has no `DateComponentsFormatter`, so the units
        /// are named here.
        private static func distance(from now: Date, to date: Date) -> String {
            let (start, end) = now <= date ? (now, date) : (date, now)
            let units: [(Calendar.Component, String)] = [
                (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"),
                (.second, "second"),
            ]
            let components = Calendar.current.dateComponents(Set(units.map(\.0)), from: start, to: end)
            var parts: [String] = []
            for (unit, name) in units {
                guard let value = components.value(for: unit), value != 0 else {
                    if !parts.isEmpty { break }
                    continue
                }
                parts.append("\(value) \(name)\(value == 1 ? "" : "s")")
                if parts.count == 2 { break }
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }
    }

    /// Text showing `date` in `style`: the locale's date or time, or the
    /// distance between the date and now (see ``DateStyle``).
    public init(_ date: Date, style: Text.DateStyle) {
        let now = Date()
        guard style.kind == .date || style.kind == .time else {
            self.init(verbatim: style.format(date, relativeTo: now))
            return
        }
        // A date or time is formatted where it is shown, in the environment's locale, as in SwiftUI.
        let formatting = LocaleFormatting(key: [AnyHashable(date), AnyHashable(style)]) {
            style.format(date, relativeTo: now, locale: $0)
        }
        self.init(verbatim: formatting.string(.current))
        runs[0].formatting = formatting
    }

    /// Text showing the range of dates `dates`, from its lower to its upper
    /// bound ("10:30 AM – 10:40 AM" on the same day, dates and times otherwise).
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Self.rangeString(dates.lowerBound, dates.upperBound))
    }

    /// Text showing the dates of `interval`, as the closed-range initializer does.
    public init(_ interval: DateInterval) {
        self.init(verbatim: Self.rangeString(interval.start, interval.end))
    }

    private static func rangeString(_ start: Date, _ end: Date) -> String {
        let formatter = DateFormatter()
        let sameDay = Calendar.current.isDate(start, inSameDayAs: end)
        formatter.dateStyle = sameDay ? .none : .medium
        formatter.timeStyle = .short
        return formatter.string(from: start) + " – " + formatter.string(from: end)
    }
}
