import Foundation
import TandemUIKit

/// A control that picks a date, a time of day, or both, bound to a `Date`.
///
/// Drawn per the `datePickerStyle` in the environment: `.compact` (the
/// default) shows the label, then the date and the time in rounded gray
/// fields, a tap on the date opening a month calendar under them (iOS
/// opens it in a popover) that closes when a day is picked, a tap on the
/// time the time's wheels; `.graphical` a month calendar whose days are
/// tapped to pick one (the time of day kept), with arrows to change the
/// month, and the time in a field under it that opens its wheels;
/// `.wheel` the components' wheels. The wheels do not scroll: a tap on
/// a value above or below the band moves to it. A range limits the days that can be picked; a selection
/// outside it is shown clamped to it. Dates are written in the
/// environment's locale, in the current calendar and time zone.
public struct DatePicker<Label: View>: View {
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let displayedComponents: Components
    let label: Label
    @Environment(\.datePickerLook) private var look
    @Environment(\.locale) private var locale
    /// Whether a compact picker shows its calendar, opened by a tap on its day.
    @State private var showsCalendar = false
    /// Whether a compact or graphical picker shows its time's wheels, opened by a tap on its time.
    @State private var showsTimeWheels = false

    /// A date picker of `displayedComponents` bound to `selection`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = nil
        self.displayedComponents = displayedComponents
        self.label = label()
    }

    /// A date picker of `displayedComponents` bound to `selection`, limited to `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = range
        self.displayedComponents = displayedComponents
        self.label = label()
    }

    /// A date picker limited to dates from `range`'s lower bound on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents,
            label: label)
    }

    /// A date picker limited to dates up to `range`'s upper bound.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents,
            label: label)
    }

    /// The style's drawing of the picker.
    public var body: some View {
        let format = DateFieldFormat(locale: locale, range: range)
        let shown = format.clamped(selection.wrappedValue)
        switch look {
        case .compact:
            VStack(spacing: 8) {
                LabeledControl(
                    label: label, minimumSpacing: 8,
                    control: DateFields(
                        date: shown, components: displayedComponents, format: format, isDayActive: showsCalendar,
                        onTapDay: {
                            showsCalendar.toggle()
                            showsTimeWheels = false
                        },
                        isTimeActive: showsTimeWheels,
                        onTapTime: {
                            showsTimeWheels.toggle()
                            showsCalendar = false
                        }))
                if showsCalendar && displayedComponents.contains(.date) {
                    DatePickerMonth(
                        selection: selection, shown: shown, format: format, onPick: { showsCalendar = false })
                }
                if showsTimeWheels {
                    DatePickerWheels(date: shown, components: .hourAndMinute, format: format, selection: selection)
                }
            }
        case .graphical:
            VStack(spacing: 8) {
                if displayedComponents.contains(.date) {
                    DatePickerMonth(selection: selection, shown: shown, format: format)
                }
                if displayedComponents.contains(.hourAndMinute) {
                    HStack {
                        Text(format.timeTitle)
                        Spacer(minLength: 8)
                        DateFields(
                            date: shown, components: .hourAndMinute, format: format, isTimeActive: showsTimeWheels,
                            onTapTime: { showsTimeWheels.toggle() })
                    }
                    if showsTimeWheels {
                        DatePickerWheels(date: shown, components: .hourAndMinute, format: format, selection: selection)
                    }
                }
            }
        case .wheel:
            DatePickerWheels(date: shown, components: displayedComponents, format: format, selection: selection)
        }
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized key, limited to `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized key, from `range`'s lower bound on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized key, up to `range`'s upper bound.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a string, limited to `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a string, from `range`'s lower bound on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a string, up to `range`'s upper bound.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
