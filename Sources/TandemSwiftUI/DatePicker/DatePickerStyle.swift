/// A look of `DatePicker`: `.automatic` (compact on iOS), `.compact`,
/// `.wheel` or `.graphical`. Set it with `datePickerStyle(_:)`.
public protocol DatePickerStyle {}

/// How a date picker style draws, for the styles Tandem knows.
enum DatePickerLook: Hashable {
    case compact, wheel, graphical
}

/// A style Tandem draws.
protocol DatePickerLookProviding {
    var look: DatePickerLook { get }
}

extension EnvironmentValues {
    private struct DatePickerLookKey: EnvironmentKey {
        static var defaultValue: DatePickerLook { .compact }
    }

    /// How date pickers here draw (`datePickerStyle(_:)`).
    var datePickerLook: DatePickerLook {
        get { self[DatePickerLookKey.self] }
        set { self[DatePickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in this view. A style Tandem does
    /// not know draws as `.compact`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerLook, (style as? any DatePickerLookProviding)?.look ?? .compact)
    }
}
