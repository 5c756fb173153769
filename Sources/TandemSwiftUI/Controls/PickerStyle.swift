import Foundation
import TandemSupport
import TandemUIKit

/// A look of `Picker`: `.automatic` (a menu on iOS), `.menu`, `.segmented`,
/// `.wheel` or `.inline`. Set it with `pickerStyle(_:)`.
public protocol PickerStyle {}

/// How a picker style draws, for the styles Tandem knows.
enum PickerLook: Hashable {
    /// A button showing the selected option that opens a menu of them (in a
    /// list row, after the picker's label).
    case menu
    /// A segmented control; the label is not shown.
    case segmented
    /// A spinning wheel of the options; the label is not shown.
    case wheel
    /// The options as rows, the selected one checked (a wheel outside a list).
    case inline
    /// A row that pushes the options (a menu outside a navigation stack).
    case navigationLink
}

/// A style Tandem draws.
protocol PickerLookProviding {
    var look: PickerLook { get }
}

extension EnvironmentValues {
    private struct PickerLookKey: EnvironmentKey {
        static var defaultValue: PickerLook { .menu }
    }

    /// How pickers here draw (`pickerStyle(_:)`).
    var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in this view. A style Tandem does not
    /// know draws as `.menu`, the default style on iOS.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerLook, (style as? any PickerLookProviding)?.look ?? .menu)
    }
}
