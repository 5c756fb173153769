public import Foundation
import TandemGraphics

/// A control for choosing a date, a time, both, or a countdown duration,
/// drawn as wheels, as compact labels or as a calendar month.
///
/// ``date`` always lies between ``minimumDate`` and ``maximumDate`` when
/// they are set: a date set outside is clamped, and setting a bound moves
/// the date inside it. The user's choices — a wheel stopping on a row, a
/// day tapped in the calendar — change ``date`` (clamped the same way, the
/// wheels turning back to the limit) and send `.valueChanged`; setting
/// ``date`` in code sends nothing, as on iOS.
///
/// ``preferredDatePickerStyle`` `.automatic` resolves to `.compact` (to
/// `.wheels` for a countdown timer), as on iOS 14 and later. Wheels are a
/// ``UIPickerView`` (320 × 216): month, day, year for `.date`; hour, minute,
/// AM/PM for `.time`; a day ("Fri Dec 4"), hour, minute, AM/PM for
/// `.dateAndTime`; hours and minutes for `.countDownTimer`. Compact shows the
/// date and the time in 34-point rounded gray labels. Inline shows the
/// month as a grid with the chosen day circled in the tint color. Dates are
/// read and written in ``calendar`` and ``timeZone`` and labeled in
/// ``locale`` (the current ones when nil). Main actor only.
///
/// Where Tandem differs: tapping a compact label does not open the
/// calendar popover; the inline calendar shows one month (the date's) with
/// no month arrows or time field; wheels stop at once; the 12-hour clock is
/// used whatever the locale.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// To UI automation, a date picker. In wheels style its wheels are the
    /// picker wheels inside; in compact style its value is the text shown
    /// ("Dec 4, 2026, 9:41 PM").
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .datePicker
        if datePickerStyle == .compact { defaults.value = compactLabels().map(\.text).joined(separator: ", ") }
        return defaults
    }

    /// What the user chooses; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime { didSet { styleOrModeChanged() } }
    /// The locale labels are written in; the current locale when nil.
    open var locale: Locale? { didSet { contentChanged() } }
    /// The calendar dates are read in; the current calendar by default.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            storedCalendar = newValue
            contentChanged()
        }
    }
    /// The time zone dates are read in; the current one when nil.
    open var timeZone: TimeZone? { didSet { contentChanged() } }

    /// The chosen date, within ``minimumDate``...``maximumDate``. Setting it sends no event.
    open var date: Date {
        get { storedDate }
        set {
            storedDate = clamped(newValue)
            contentChanged()
        }
    }
    /// The earliest date the picker allows; the date moves up to it.
    open var minimumDate: Date? { didSet { date = storedDate } }
    /// The latest date the picker allows; the date moves down to it.
    open var maximumDate: Date? { didSet { date = storedDate } }
    /// The duration a countdown timer shows, in seconds (0 to 23 h 59 min).
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            countDownDuration = min(max(0, countDownDuration), 86_340)
            contentChanged()
        }
    }
    /// The step of the minute wheel, from 1 to 30 (values that do not divide 60 become 1).
    open var minuteInterval = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            contentChanged()
        }
    }
    /// The style asked for; see ``datePickerStyle`` for the one used.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { styleOrModeChanged() } }

    /// The style used: the preferred one, `.automatic` resolved to
    /// `.compact` (`.wheels` for a countdown timer, which has no other look).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline where datePickerMode == .time: return .compact
        default: return preferredDatePickerStyle
        }
    }

    /// Sets ``date`` (never animated in Tandem).
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    private var storedDate = Date()
    private var storedCalendar: Calendar?
    /// The wheels, while the style is `.wheels`.
    package private(set) var wheelsView: UIPickerView?
    private var wheels: DatePickerWheels?

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = .clear
        contentMode = .redraw
        styleOrModeChanged()
    }

    /// The calendar with the picker's time zone and locale.
    var workingCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        calendar.timeZone = timeZone ?? TimeZone.current
        calendar.locale = locale ?? Locale.current
        return calendar
    }

    /// `date` moved inside the bounds.
    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// The user chose `date`: it is clamped, shown, and `.valueChanged` is sent.
    func userChose(_ date: Date) {
        storedDate = clamped(date)
        contentChanged()
        sendActions(for: .valueChanged)
    }

    /// The user chose a countdown duration.
    func userChose(duration: TimeInterval) {
        countDownDuration = duration
        sendActions(for: .valueChanged)
    }

    private func styleOrModeChanged() {
        if datePickerStyle == .wheels {
            if wheelsView == nil {
                let picker = UIPickerView(frame: bounds)
                let wheels = DatePickerWheels(datePicker: self)
                picker.dataSource = wheels
                picker.delegate = wheels
                addSubview(picker)
                wheelsView = picker
                self.wheels = wheels
            }
        } else {
            wheelsView?.removeFromSuperview()
            wheelsView = nil
            wheels = nil
        }
        invalidateIntrinsicContentSize()
        contentChanged()
    }

    private func contentChanged() {
        if let wheelsView, let wheels {
            wheels.anchorDay = workingCalendar.startOfDay(for: storedDate)
            wheelsView.reloadAllComponents()
            wheels.selectRows(in: wheelsView)
        }
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// Wheels: 320 × 216; compact: the labels' size; inline: 320 × 330 (with a time label, 44 more).
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return CGSize(width: 320, height: 216)
        case .compact: return CGSize(width: compactLabels().last.map { $0.frame.maxX } ?? 0, height: Self.pillHeight)
        case .inline: return CGSize(width: 320, height: Self.calendarHeight + (datePickerMode == .dateAndTime ? 44 : 0))
        }
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The wheels fill the control.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheelsView?.frame = bounds
    }

    /// Draws the compact labels or the inline calendar (wheels draw themselves).
    open override func draw(_ rect: CGRect) {
        switch datePickerStyle {
        case .compact: drawCompact()
        case .inline: drawInline()
        default: break
        }
    }

    /// A tap on a day of the inline calendar chooses it (keeping the time).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard datePickerStyle == .inline, let touch, let day = day(at: touch.location(in: self)) else { return }
        let time = workingCalendar.dateComponents([.hour, .minute, .second], from: storedDate)
        var components = workingCalendar.dateComponents([.year, .month], from: storedDate)
        components.day = day
        components.hour = time.hour
        components.minute = time.minute
        components.second = time.second
        guard let chosen = workingCalendar.date(from: components) else { return }
        userChose(chosen)
    }
}
