import Foundation
import TandemUIKit

/// A wheel date picker: a column per component with the value in a gray
/// band and its neighbors above and below, fainter. A column follows a
/// vertical drag and, released, turns by the rows the drag and its fling
/// pass (projected with `UIScrollView`'s normal deceleration, as a
/// `UIPickerView` wheel coasts), landing on the nearest row; tapping a
/// neighbor moves the value to it. Values stay within the range.
struct DatePickerWheels: View {
    let date: Date
    let components: DatePickerComponents
    let format: DateFieldFormat
    /// Where a tapped neighbor is written; nil: drawn only.
    var selection: Binding<Date>?
    /// How far each column (by index) is dragged now, in points (down is positive).
    @State private var dragOffsets: [Int: CGFloat] = [:]

    /// The distance between two rows: a 21-point line and the 10-point spacing.
    static let rowPitch = UIFont.systemFont(ofSize: 21).lineHeight + 10
    /// How far a wheel coasts per point per second of release velocity:
    /// `UIScrollView.DecelerationRate.normal` (0.998 per millisecond) carries
    /// a motion rate / (1 − rate) milliseconds' worth of its velocity.
    static let coastTime: CGFloat = 0.998 / (1 - 0.998) / 1000

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
                .offset(y: dragOffsets[index] ?? 0)
                .gesture(
                    DragGesture(minimumDistance: 4)
                        .onChanged { value in dragOffsets[index] = value.translation.height }
                        .onEnded { value in
                            dragOffsets[index] = nil
                            spin(column, by: value.translation.height + value.velocity.height * Self.coastTime)
                        }
                )
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

    /// Turns `column` by the rows `distance` points of travel pass (up
    /// brings later values into the band), to the nearest row; the AM/PM
    /// column has one row each way.
    private func spin(_ column: (template: String, unit: Calendar.Component), by distance: CGFloat) {
        let rows = Int((-distance / Self.rowPitch).rounded())
        move(column, step: column.template == "a" ? max(-1, min(1, rows)) : rows)
    }

    /// Writes the tapped neighbor's date, within the range.
    private func move(_ column: (template: String, unit: Calendar.Component), step: Int) {
        guard step != 0, let selection, let target = moved(column, step: step) else { return }
        selection.wrappedValue = format.clamped(target)
    }
}
