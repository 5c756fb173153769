import Foundation
import TandemUIKit

/// The content of an action sheet shown with `actionSheet(isPresented:content:)`
/// (the iOS 13 form, which Apple deprecated for `confirmationDialog`): a
/// title, an optional message and its buttons.
///
/// Shown as a `UIAlertController` in the action sheet style, presented by
/// the hosting controller; the title is always shown. Tapping a button
/// dismisses the sheet, resets the binding, then runs the button's action.
public struct ActionSheet {
    /// A button of an action sheet: the same as an alert's.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons` (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The description the presentation turns into a UIKit alert controller.
    @MainActor var description: AlertDescription {
        AlertDescription(
            title: title.string, message: message?.string,
            actions: buttons.map { AlertDescription.Action(title: $0.label.string, role: $0.role, action: $0.action) },
            style: .actionSheet)
    }
}

extension View {
    /// Presents the action sheet `content()` makes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(
            PresentationModifier.alert(
                id: isPresented.wrappedValue ? AnyHashable(true) : nil, reset: { isPresented.wrappedValue = false },
                description: sheet.description))
    }

    /// Presents the action sheet `content(item)` makes while `item` is not
    /// nil; it is set to nil when the sheet is dismissed.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let shown = item.wrappedValue
        return modifier(
            PresentationModifier.alert(
                id: shown.map { AnyHashable($0.id) }, reset: { item.wrappedValue = nil },
                description: shown.map { content($0).description }
                    ?? AlertDescription(title: nil, message: nil, actions: [], style: .actionSheet)))
    }
}
