import Foundation
import TandemGraphics

/// The compact labels and the inline calendar, drawn in `draw(_:)`.
extension UIDatePicker {
    /// The height of a compact label.
    static let pillHeight: CGFloat = 34
    /// The space between the compact labels, and their text's side padding.
    private static let pillPadding: CGFloat = 11
    /// The inline calendar's height: the month row, the weekday row and six weeks.
    static let calendarHeight: CGFloat = 44 + 20 + 6 * 44

    /// A compact label: its text and frame.
    struct CompactLabel {
        let text: String
        let frame: CGRect
    }

    private var labelAttributes: [NSAttributedString.Key: Any] {
        [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label.resolvedColor(with: traitCollection)]
    }

    private func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let calendar = workingCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }

    /// The labels compact style shows: the date ("Dec 4, 2026") and the time
    /// ("9:41 PM") as the mode asks, side by side from the leading edge.
    func compactLabels() -> [CompactLabel] {
        var texts: [String] = []
        if datePickerMode == .date || datePickerMode == .dateAndTime {
            texts.append(formatter(date: .medium, time: .none).string(from: date))
        }
        if datePickerMode == .time || datePickerMode == .dateAndTime {
            texts.append(formatter(date: .none, time: .short).string(from: date))
        }
        var x: CGFloat = 0
        return texts.map { text in
            let width =
                (text as NSString).size(withAttributes: labelAttributes).width.rounded(.up) + 2 * Self.pillPadding
            defer { x += width + Self.pillPadding / 2 }
            return CompactLabel(text: text, frame: CGRect(x: x, y: 0, width: width, height: Self.pillHeight))
        }
    }

    /// Rounded gray labels, the text centered in each.
    func drawCompact() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let top = ((bounds.height - Self.pillHeight) / 2).rounded()
        for label in compactLabels() {
            let frame = label.frame.offsetBy(dx: 0, dy: top)
            context.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor)
            context.addPath(CGPath(roundedRect: frame, cornerWidth: 6, cornerHeight: 6, transform: nil))
            context.fillPath()
            let size = (label.text as NSString).size(withAttributes: labelAttributes)
            (label.text as NSString).draw(
                at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2),
                withAttributes: labelAttributes)
        }
    }

    // MARK: Inline

    /// The first day of the date's month, its length, and the column (0 =
    /// the calendar's first weekday) of its first day.
    private var monthLayout: (first: Date, days: Int, leadingBlanks: Int)? {
        let calendar = workingCalendar
        guard let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date)),
            let days = calendar.range(of: .day, in: .month, for: first)?.count
        else { return nil }
        let weekday = calendar.component(.weekday, from: first)
        return (first, days, (weekday - calendar.firstWeekday + 7) % 7)
    }

    /// The width of a day's column.
    private var columnWidth: CGFloat { max(0, bounds.width - 16) / 7 }

    /// The center of day `day`'s cell.
    private func dayCenter(_ day: Int, leadingBlanks: Int) -> CGPoint {
        let index = leadingBlanks + day - 1
        return CGPoint(
            x: 8 + (CGFloat(index % 7) + 0.5) * columnWidth, y: 64 + (CGFloat(index / 7) + 0.5) * 44)
    }

    /// The day of the shown month whose cell holds `point`, if any.
    func day(at point: CGPoint) -> Int? {
        guard let layout = monthLayout, point.y >= 64, point.x >= 8, columnWidth > 0 else { return nil }
        let column = Int((point.x - 8) / columnWidth), row = Int((point.y - 64) / 44)
        guard column < 7 else { return nil }
        let day = row * 7 + column - layout.leadingBlanks + 1
        return (1...layout.days).contains(day) ? day : nil
    }

    /// The month's name and year, the weekdays' initials, the days in a
    /// grid, and the chosen day in the tint color on a pale tinted circle.
    func drawInline() {
        guard let context = UIGraphicsGetCurrentContext(), let layout = monthLayout else { return }
        let calendar = workingCalendar
        let label = UIColor.label.resolvedColor(with: traitCollection)
        let tint = tintColor.resolvedColor(with: traitCollection)
        let monthFormatter = DateFormatter()
        monthFormatter.calendar = calendar
        monthFormatter.timeZone = calendar.timeZone
        monthFormatter.locale = calendar.locale
        monthFormatter.setLocalizedDateFormatFromTemplate("MMMMy")
        let title = monthFormatter.string(from: layout.first) as NSString
        let titleAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: label,
        ]
        title.draw(
            at: CGPoint(x: 16, y: 22 - title.size(withAttributes: titleAttributes).height / 2),
            withAttributes: titleAttributes)
        let weekdayAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: .semibold),
            .foregroundColor: UIColor.tertiaryLabel.resolvedColor(with: traitCollection),
        ]
        let symbols = calendar.shortWeekdaySymbols
        for column in 0..<7 {
            let symbol = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased() as NSString
            let size = symbol.size(withAttributes: weekdayAttributes)
            symbol.draw(
                at: CGPoint(x: 8 + (CGFloat(column) + 0.5) * columnWidth - size.width / 2, y: 54 - size.height / 2),
                withAttributes: weekdayAttributes)
        }
        let chosen = calendar.component(.day, from: date)
        for day in 1...layout.days {
            let center = dayCenter(day, leadingBlanks: layout.leadingBlanks)
            let isChosen = day == chosen
            if isChosen {
                context.setFillColor(tint.withAlphaComponent(0.12).cgColor)
                context.fillEllipse(in: CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40))
            }
            let attributes: [NSAttributedString.Key: Any] = [
                .font: isChosen ? UIFont.systemFont(ofSize: 20, weight: .semibold) : UIFont.systemFont(ofSize: 20),
                .foregroundColor: isChosen
                    ? tint : (isEnabled(day: day, in: layout.first) ? label : label.withAlphaComponent(0.3)),
            ]
            let text = String(day) as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(
                at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
        }
        if datePickerMode == .dateAndTime {
            let text = formatter(date: .none, time: .short).string(from: date) as NSString
            let attributes = labelAttributes
            let size = text.size(withAttributes: attributes)
            let pill = CGRect(
                x: bounds.width - 16 - size.width - 22, y: Self.calendarHeight + 5, width: size.width + 22,
                height: Self.pillHeight)
            context.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor)
            context.addPath(CGPath(roundedRect: pill, cornerWidth: 6, cornerHeight: 6, transform: nil))
            context.fillPath()
            text.draw(
                at: CGPoint(x: pill.midX - size.width / 2, y: pill.midY - size.height / 2), withAttributes: attributes)
        }
    }

    /// Whether `day` of the month starting at `first` lies within the bounds.
    private func isEnabled(day: Int, in first: Date) -> Bool {
        let calendar = workingCalendar
        guard let start = calendar.date(byAdding: .day, value: day - 1, to: first),
            let end = calendar.date(byAdding: .day, value: 1, to: start)
        else { return true }
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }
}
