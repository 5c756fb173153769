import Foundation
import TandemUIKit

/// The content of an alert shown with `alert(isPresented:content:)` (the
/// iOS 13 form): a title, an optional message and one or two buttons.
///
/// Shown as a `UIAlertController` presented by the hosting controller.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button: `dismissButton`, or OK when nil.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The description the presentation turns into a UIKit alert.
    @MainActor var description: AlertDescription {
        AlertDescription(
            title: title.string, message: message?.string,
            actions: buttons.map { AlertDescription.Action(title: $0.label.string, role: $0.role, action: $0.action) },
            style: .alert)
    }
}
