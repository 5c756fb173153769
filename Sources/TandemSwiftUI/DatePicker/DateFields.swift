import Foundation
import TandemUIKit

/// A compact date picker's value: the day and the time, each in a rounded
/// field of the tertiary fill, as iOS draws them.
struct DateFields: View {
    let date: Date
    let components: DatePickerComponents
    let format: DateFieldFormat
    /// Whether the day's calendar is open (the day is written in the accent color).
    var isDayActive = false
    /// Runs when the day is tapped.
    var onTapDay: (() -> Void)?
    /// Whether the time's wheels are open (the time is written in the accent color).
    var isTimeActive = false
    /// Runs when the time is tapped.
    var onTapTime: (() -> Void)?

    var body: some View {
        HStack(spacing: 6) {
            if components.contains(.date) {
                field(format.day(date))
                    .foregroundColor(isDayActive ? .accentColor : nil)
                    .onTapGesture { onTapDay?() }
            }
            if components.contains(.hourAndMinute) {
                field(format.time(date))
                    .foregroundColor(isTimeActive ? .accentColor : nil)
                    .onTapGesture { onTapTime?() }
            }
        }
    }

    private func field(_ text: String) -> some View {
        Text(text)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(UIColor.tertiarySystemFill)))
    }
}
