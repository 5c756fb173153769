import Foundation
import TandemUIKit

/// A toggle drawn as a switch at the trailing edge of its label: what iOS
/// shows by default.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// The switch in the environment's tint (green when none is set).
    public init() {
        tint = nil
    }

    /// The switch filled with `tint` while on.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label, a spacer and the switch; to assistive technology one
    /// element, a switch named by the label, as on iOS.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledControl(label: configuration.label, control: SwitchLeaf(isOn: configuration.$isOn, tint: tint))
            .accessibilityAttachment {
                $0.children = .combine
                $0.role = .switchControl
            }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The toggle style iOS uses where none is set: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}

    /// A switch, as ``SwitchToggleStyle`` draws it.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style (a switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
