import Foundation
import TandemUIKit

/// A control that switches between on and off, drawn by the toggle style
/// in the environment (`.toggleStyle(_:)`): by default its label, then a
/// `UISwitch` at the trailing edge, as iOS shows a toggle.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle bound to `isOn` with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Never called: the graph shows the style's body (a primitive view,
    /// so that the toggle is one view wherever it is, whatever its style).
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Toggle: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
        if let style = updater.environment.toggleStyle {
            updater.reconcile(single: style.makeBody(configuration))
        } else {
            updater.reconcile(single: SwitchToggleStyle().makeBody(configuration: configuration))
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
