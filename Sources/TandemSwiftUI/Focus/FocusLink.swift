/// What a `focused` modifier tells the focusable views inside it: whether
/// the focus state wants them focused, and how to tell it that they took or
/// lost the focus.
struct FocusLink {
    /// Whether the focus state now names these views.
    let wanted: @MainActor () -> Bool
    /// Tells the focus state that these views took (`true`) or lost the focus.
    let report: @MainActor (Bool) -> Void
}

extension EnvironmentValues {
    private struct FocusLinkKey: EnvironmentKey {
        static var defaultValue: FocusLink? { nil }
    }

    /// The link of the nearest `focused` modifier outside (nil when none).
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

extension View {
    /// Marks the text fields and text editors inside as the
    /// ones `binding` names when it equals `value`: editing one sets the
    /// binding to `value`, and setting it to `value` gives them the focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(
            \.focusLink,
            FocusLink(
                wanted: { binding.wrappedValue == value },
                report: { focused in
                    if focused {
                        if binding.wrappedValue != value { binding.wrappedValue = value }
                    } else if binding.wrappedValue == value {
                        binding.wrappedValue = binding.unfocused
                    }
                }))
    }

    /// Marks the focusable views inside as the ones `condition` is about:
    /// editing one sets it to `true`, ending sets it to `false`, and setting
    /// it gives or takes their focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }
}
