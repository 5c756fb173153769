import TandemUIKit

extension View {
    /// Presents an action sheet (a `UIAlertController` in the action sheet
    /// style) with the buttons of `actions` while `isPresented` is true; a
    /// Cancel button is added when none has the cancel role. The title is
    /// shown only when `titleVisibility` is `.visible`, as on iOS.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            PresentationModifier.dialog(
                title: titleVisibility == .visible ? title.string : nil, isPresented: isPresented, actions: actions(),
                message: nil,
                style: .actionSheet))
    }

    /// A confirmation dialog titled with a localized key; see `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled with a string; see `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog with a message under its buttons' title.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            PresentationModifier.dialog(
                title: titleVisibility == .visible ? Text(titleKey).string : nil, isPresented: isPresented,
                actions: actions(),
                message: message(), style: .actionSheet))
    }
}
