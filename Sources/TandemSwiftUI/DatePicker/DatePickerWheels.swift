import Foundation
import TandemUIKit

/// A wheel date picker, drawn: a column per component with the value in a
/// gray band and its neighbors above and below, fainter (not scrolled).
struct DatePickerWheels: View {
    let date: Date
    let components: DatePickerComponents
    let format: DateFieldFormat

    /// The columns' templates and how far a row above or below moves.
    private var columns: [(template: String, unit: Calendar.Component)] {
        var columns: [(String, Calendar.Component)] = []
        if components.contains(.date) {
            columns += components.contains(.hourAndMinute) ? [("EEEMMMd", .day)] : [("MMMM", .month), ("d", .day), ("y", .year)]
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
                    }
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
        // The AM/PM column has two rows only.
        if column.template == "a" && step != 0 { return step == 1 ? (format.text(date, template: "a") == "AM" ? "PM" : "") : "" }
        let shown = format.calendar.date(byAdding: column.unit, value: step, to: date) ?? date
        return format.text(shown, template: column.template)
    }
}
