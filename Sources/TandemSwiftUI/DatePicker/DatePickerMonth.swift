import Foundation
import TandemUIKit

/// A graphical date picker's calendar: the month and year with arrows to
/// the months before and after, the weekdays, and the days, the selected
/// one in a circle of the accent color. Tapping a day in the range picks
/// it, keeping the time of day.
struct DatePickerMonth: View {
    let selection: Binding<Date>
    let shown: Date
    let format: DateFieldFormat
    /// Runs after a day is picked (a compact picker closes its calendar).
    var onPick: () -> Void = {}
    /// The first day of the month shown, once the arrows moved it.
    @State private var month: Date?

    var body: some View {
        let calendar = format.calendar
        let first = month ?? calendar.dateInterval(of: .month, for: shown)?.start ?? shown
        VStack(spacing: 6) {
            HStack {
                Text(format.month(first)).font(.headline)
                Spacer()
                Button {
                    month = calendar.date(byAdding: .month, value: -1, to: first)
                } label: {
                    Image(systemName: "chevron.left")
                }
                .padding(.trailing, 20)
                Button {
                    month = calendar.date(byAdding: .month, value: 1, to: first)
                } label: {
                    Image(systemName: "chevron.right")
                }
            }
            .padding(.horizontal, 8)
            HStack(spacing: 0) {
                ForEach(weekdaySymbols(calendar), id: \.self) { symbol in
                    Text(symbol).font(.system(size: 13, weight: .semibold)).foregroundColor(.secondary).frame(
                        maxWidth: .infinity)
                }
            }
            ForEach(weeks(from: first, calendar: calendar), id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { index in
                        dayCell(week[index], calendar: calendar)
                    }
                }
            }
        }
    }

    /// The very short weekday names from the calendar's first weekday ("SUN", "MON"...).
    private func weekdaySymbols(_ calendar: Calendar) -> [String] {
        let symbols = calendar.shortWeekdaySymbols.map { $0.uppercased() }
        let start = calendar.firstWeekday - 1
        return Array(symbols[start...] + symbols[..<start])
    }

    /// The month's days by week; days of other months are nil.
    private func weeks(from first: Date, calendar: Calendar) -> [[Date?]] {
        guard let days = calendar.range(of: .day, in: .month, for: first) else { return [] }
        let leading = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: leading)
        for day in days { cells.append(calendar.date(byAdding: .day, value: day - 1, to: first)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    @ViewBuilder
    private func dayCell(_ day: Date?, calendar: Calendar) -> some View {
        if let day {
            let selected = calendar.isDate(day, inSameDayAs: shown)
            let allowed = format.allows(day: day)
            Text("\(calendar.component(.day, from: day))")
                .font(.system(size: 20, weight: selected ? .semibold : .regular))
                .foregroundColor(allowed ? (selected ? .accentColor : .primary) : .secondary)
                .frame(width: 40, height: 40)
                .background(Circle().fill(selected ? Color.accentColor.opacity(0.12) : Color.clear))
                .frame(maxWidth: .infinity)
                .contentShape(Rectangle())
                .onTapGesture { if allowed { pick(day, calendar: calendar) } }
        } else {
            Color.clear.frame(height: 40).frame(maxWidth: .infinity)
        }
    }

    /// Picks `day` at the selection's time of day, within the range.
    private func pick(_ day: Date, calendar: Calendar) {
        let time = calendar.dateComponents([.hour, .minute, .second], from: selection.wrappedValue)
        let picked =
            calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day)
            ?? day
        selection.wrappedValue = format.clamped(picked)
        onPick()
    }
}
