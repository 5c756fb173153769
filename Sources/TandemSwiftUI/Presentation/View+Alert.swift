import TandemUIKit

extension View {
    /// Presents the alert `content()` makes while `isPresented` is true, as
    /// a `UIAlertController`; tapping a button dismisses it, sets
    /// `isPresented` to false, then runs the button's action.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            PresentationModifier.alert(
                id: isPresented.wrappedValue ? AnyHashable(true) : nil, reset: { isPresented.wrappedValue = false },
                description: alert.description))
    }

    /// Presents the alert `content(item)` makes while `item` is not nil; it
    /// is set to nil when the alert is dismissed.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let shown = item.wrappedValue
        return modifier(
            PresentationModifier.alert(
                id: shown.map { AnyHashable($0.id) }, reset: { item.wrappedValue = nil },
                description: shown.map { content($0).description }
                    ?? AlertDescription(title: nil, message: nil, actions: [], style: .alert)))
    }

    /// Presents an alert titled `title` with the buttons of `actions` (OK
    /// when it has none; roles give cancel and destructive styles) while
    /// `isPresented` is true. A button sets `isPresented` to false, then runs its action.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(
            PresentationModifier.dialog(
                title: title.string, isPresented: isPresented, actions: actions(), message: nil, style: .alert))
    }

    /// Presents an alert titled with a localized key; see `alert(_:isPresented:actions:)`.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled with a string; see `alert(_:isPresented:actions:)`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a title, the buttons of `actions` and the text
    /// of `message` while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            PresentationModifier.dialog(
                title: title.string, isPresented: isPresented, actions: actions(), message: message(), style: .alert))
    }

    /// Presents an alert titled with a localized key, with a message.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled with a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data`
    /// is not nil: its buttons and message are made from `data`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about `data`, titled with a string (not localized).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about `data`, titled with a text.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.flatMap { isPresented.wrappedValue ? $0 : nil }
        return modifier(
            PresentationModifier.dialog(
                title: title.string, isPresented: isPresented, shown: shown != nil,
                actions: shown.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                message: shown.map { AnyView(message($0)) }, style: .alert))
    }

    /// Presents an alert about `data` without a message; see `alert(_:isPresented:presenting:actions:message:)`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert about `data` without a message, titled with a string (not localized).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert about `data` without a message, titled with a text.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.flatMap { isPresented.wrappedValue ? $0 : nil }
        return modifier(
            PresentationModifier.dialog(
                title: title.string, isPresented: isPresented, shown: shown != nil,
                actions: shown.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, style: .alert))
    }
}
