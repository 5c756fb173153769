import TandemUIKit

// The forms of `confirmationDialog` with a message or presenting data, as
// Apple declares them (iOS 15).
extension View {
    /// A confirmation dialog titled with a `Text`, with a message under the title.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            PresentationModifier.dialog(
                title: titleVisibility == .visible ? title.string : nil, isPresented: isPresented, actions: actions(),
                message: message(), style: .actionSheet))
    }

    /// A confirmation dialog titled with a string, with a message under the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog about `data`, shown while `isPresented` is true
    /// and `data` is not nil: its buttons are made from `data`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = data.flatMap { isPresented.wrappedValue ? $0 : nil }
        return modifier(
            PresentationModifier.dialog(
                title: titleVisibility == .visible ? title.string : nil, isPresented: isPresented,
                shown: shown != nil,
                actions: shown.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, style: .actionSheet))
    }

    /// A confirmation dialog about `data`, titled with a localized key.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions)
    }

    /// A confirmation dialog about `data`, titled with a string (not localized).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// A confirmation dialog about `data` with a message; see
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = data.flatMap { isPresented.wrappedValue ? $0 : nil }
        return modifier(
            PresentationModifier.dialog(
                title: titleVisibility == .visible ? title.string : nil, isPresented: isPresented,
                shown: shown != nil,
                actions: shown.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                message: shown.map { AnyView(message($0)) }, style: .actionSheet))
    }

    /// A confirmation dialog about `data` with a message, titled with a localized key.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// A confirmation dialog about `data` with a message, titled with a string (not localized).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }
}
