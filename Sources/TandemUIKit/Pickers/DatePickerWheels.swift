import Foundation

/// The data source and delegate of a date picker's wheels: which wheels a
/// mode has, their titles, and the date (or duration) their rows make.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// One wheel and what its rows stand for.
    enum Wheel {
        case month, day, year, hour12, minute, meridiem, dayOffset, countHours, countMinutes
    }

    private weak var datePicker: UIDatePicker?
    /// The day row `dayOffsetRange` counts from (in `.dateAndTime`).
    var anchorDay = Date()
    /// The days a `.dateAndTime` picker lists around its anchor day.
    static let dayOffsetRange = -1000...1000
    /// The years a `.date` picker lists.
    static let years = 1...9999

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    var wheels: [Wheel] {
        switch datePicker?.datePickerMode ?? .dateAndTime {
        case .date: [.month, .day, .year]
        case .time: [.hour12, .minute, .meridiem]
        case .dateAndTime: [.dayOffset, .hour12, .minute, .meridiem]
        case .countDownTimer: [.countHours, .countMinutes]
        }
    }

    private var minuteInterval: Int { datePicker?.minuteInterval ?? 1 }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch wheels[component] {
        case .month: 12
        case .day: 31
        case .year: Self.years.count
        case .hour12: 12
        case .minute, .countMinutes: 60 / minuteInterval
        case .meridiem: 2
        case .dayOffset: Self.dayOffsetRange.count
        case .countHours: 24
        }
    }

    /// The day wheel is widest in `.dateAndTime`; others share what is left.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        switch wheels[component] {
        case .dayOffset: 120
        case .month: 130
        case .hour12, .minute, .meridiem: wheels.count == 4 ? 50 : 70
        default: 0
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let datePicker else { return nil }
        let calendar = datePicker.workingCalendar
        switch wheels[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return String(row + 1)
        case .year: return String(Self.years.lowerBound + row)
        case .hour12: return String(row + 1)
        case .minute: return String(format: "%02d", row * minuteInterval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .dayOffset:
            let offset = Self.dayOffsetRange.lowerBound + row
            guard let day = calendar.date(byAdding: .day, value: offset, to: anchorDay) else { return nil }
            if calendar.isDate(day, inSameDayAs: Date()) { return "Today" }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = calendar.locale
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countMinutes: return "\(row * minuteInterval) min"
        }
    }

    /// Turns each wheel to the picker's date (or duration).
    func selectRows(in pickerView: UIPickerView) {
        guard let datePicker else { return }
        let calendar = datePicker.workingCalendar
        let date = datePicker.date
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        for (component, wheel) in wheels.enumerated() {
            let row: Int
            switch wheel {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? 1) - Self.years.lowerBound
            case .hour12: row = (hour + 11) % 12
            case .minute: row = (parts.minute ?? 0) / minuteInterval
            case .meridiem: row = hour < 12 ? 0 : 1
            case .dayOffset:
                let days = calendar.dateComponents([.day], from: anchorDay, to: calendar.startOfDay(for: date)).day ?? 0
                row = days - Self.dayOffsetRange.lowerBound
            case .countHours: row = Int(datePicker.countDownDuration) / 3600
            case .countMinutes: row = Int(datePicker.countDownDuration) % 3600 / 60 / minuteInterval
            }
            pickerView.selectRow(row, inComponent: component, animated: false)
        }
    }

    /// A wheel stopped: the rows make a new date (or duration) for the picker.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let datePicker else { return }
        func selected(_ wheel: Wheel) -> Int? {
            wheels.firstIndex(of: wheel).map { pickerView.selectedRow(inComponent: $0) }
        }
        if datePicker.datePickerMode == .countDownTimer {
            let hours = selected(.countHours) ?? 0, minutes = (selected(.countMinutes) ?? 0) * minuteInterval
            datePicker.userChose(duration: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        let calendar = datePicker.workingCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.date)
        if let month = selected(.month), let day = selected(.day), let year = selected(.year) {
            parts.year = Self.years.lowerBound + year
            parts.month = month + 1
            // A day past the month's end becomes its last day (February 31 → 28 or 29).
            let first =
                calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) ?? datePicker.date
            let length = calendar.range(of: .day, in: .month, for: first)?.count ?? 31
            parts.day = min(day + 1, length)
        }
        if let offset = selected(.dayOffset),
            let day = calendar.date(byAdding: .day, value: Self.dayOffsetRange.lowerBound + offset, to: anchorDay)
        {
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
        }
        if let hour12 = selected(.hour12), let meridiem = selected(.meridiem) {
            parts.hour = (hour12 + 1) % 12 + meridiem * 12
        }
        if let minute = selected(.minute) { parts.minute = minute * minuteInterval }
        guard let date = calendar.date(from: parts) else { return }
        datePicker.userChose(date)
    }
}
