import Foundation
import TandemUIKit

/// A wheel date picker: a column per component with the value in a gray
/// band and its neighbors above and below, fainter. The wheels do not
/// scroll; tapping a neighbor moves the value to it (within the range).
struct DatePickerWheels: View {
    let date: Date
    let components: DatePickerComponents
    let format: DateFieldFormat
    /// Where a tapped neighbor is written; nil: drawn only.
    var selection: Binding<Date>?

    /// The columns' templates and how far a row above or below moves.
    private var columns: [(template: String, unit: Calendar.Component)] {
        var columns: [(String, Calendar.Component)] = []
        if components.contains(.date) {
            columns +=
                components.contains(.hourAndMinute)
                ? [("EEEMMMd", .day)] : [("MMMM", .month), ("d", .day), ("y", .year)]
        }
        if components.contains(.hourAndMinute) { columns += [("h", .hour), ("mm", .minute), ("a", .hour)] }
        return columns
    }

    var body: some View {
        HStack(spacing: 16) {
            let columns = self.columns
            ForEach(columns.indices, id: \.self) { index in
                let column = columns[index]
                VStack(spacing: 10) {
                    ForEach(-2...2, id: \.self) { step in
                        Text(text(column, step: step))
                            .font(.system(size: 21))
                            .foregroundColor(step == 0 ? .primary : .secondary)
                            .opacity(step == 0 ? 1 : 1 - 0.3 * Double(abs(step)))
                            .fixedSize()
                            .onTapGesture { move(column, step: step) }
                    }
                }
                // As on iOS, each column is an adjustable picker wheel valued by its middle row.
                .accessibilityAttachment {
                    $0.children = .ignore
                    $0.role = .pickerWheel
                    $0.value = text(column, step: 0)
                    $0.adjustment = { direction in move(column, step: direction == .increment ? 1 : -1) }
                }
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 8).fill(Color(UIColor.tertiarySystemFill)).frame(height: 34)
        )
        .frame(height: 216)
        .clipped()
    }

    private func text(_ column: (template: String, unit: Calendar.Component), step: Int) -> String {
        guard let shown = moved(column, step: step) else { return "" }
        return format.text(shown, template: column.template)
    }

    /// The date `step` rows away in `column`; nil for an empty row (the
    /// AM/PM column has the other half of the day only, below AM, above PM).
    private func moved(_ column: (template: String, unit: Calendar.Component), step: Int) -> Date? {
        guard column.template == "a" else { return format.calendar.date(byAdding: column.unit, value: step, to: date) }
        let isMorning = format.calendar.component(.hour, from: date) < 12
        switch step {
        case 0: return date
        case 1 where isMorning: return format.calendar.date(byAdding: .hour, value: 12, to: date)
        case -1 where !isMorning: return format.calendar.date(byAdding: .hour, value: -12, to: date)
        default: return nil
        }
    }

    /// Writes the tapped neighbor's date, within the range.
    private func move(_ column: (template: String, unit: Calendar.Component), step: Int) {
        guard step != 0, let selection, let target = moved(column, step: step) else { return }
        selection.wrappedValue = format.clamped(target)
    }
}
