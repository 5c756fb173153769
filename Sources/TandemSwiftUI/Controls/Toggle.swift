import Foundation
import TandemUIKit

/// A control that switches between on and off: its label, then a `UISwitch`
/// at the trailing edge, as iOS shows a toggle.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle bound to `isOn` with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, a spacer and the switch.
    public var body: some View {
        HStack {
            label
            Spacer()
            SwitchLeaf(isOn: isOn)
        }
        // One element, a switch named by the label, as on iOS.
        .accessibilityAttachment {
            $0.children = .combine
            $0.role = .switchControl
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

