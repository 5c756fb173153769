import Foundation
import TandemUIKit

/// A control that runs an action when tapped.
///
/// Its label is drawn through the button style in the environment
/// (`.buttonStyle(_:)`, the accent-tinted default otherwise). The touch is
/// tracked by a `UIControl` around the label: the action runs on touch-up
/// inside, and the style sees `isPressed` while a touch is down. A button in
/// a disabled environment (`.disabled(true)`) does not respond.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        let style = updater.environment.buttonStyle?.kind
        if case .primitive(let primitive) = style {
            // The style's body is the whole button: it draws it and decides
            // when the action runs, so no control tracks touches around it.
            // (A control made under an earlier style stays, disarmed.)
            if let control = updater.effectView as? ButtonControl {
                control.action = {}
                if control.alpha != 1 { control.alpha = 1 }
            }
            updater.setGroup()
            let trigger = updater.environment.isEnabled ? action : {}
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label)), action: trigger)
            // Buttons in the style's body are drawn in the default style,
            // not this one again (which would nest buttons without end).
            var environment = updater.environment
            environment.buttonStyle = nil
            updater.reconcile(single: primitive.erasedBody(configuration), environment: environment)
            return
        }
        let control: ButtonControl = updater.ensureEffectView {
            let control = ButtonControl(frame: .zero)
            let target = updater.reference
            control.highlightDidChange = { target.node?.invalidate(because: "button pressed") }
            return control
        }
        control.action = action
        if control.isEnabled != updater.environment.isEnabled { control.isEnabled = updater.environment.isEnabled }
        let isPressed = control.isHighlighted && control.isEnabled
        updater.setLayout(PassthroughLayout())
        switch style {
        case .custom(let custom):
            // An equal label makes an equal configuration (the erased label
            // is compared as a view), so the style's body is skipped.
            let configuration = ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(content: AnyView(label)), role: role, isPressed: isPressed)
            updater.reconcile(single: custom.erasedBody(configuration))
        case .standard(let kind) where kind != .tinted:
            // A built-in look other than the default: its body, without
            // the style's own node.
            let configuration = ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(content: AnyView(label)), role: role, isPressed: isPressed)
            updater.reconcile(single: StandardButtonBody(configuration: configuration, kind: kind))
        default:
            // The default style, without the nodes of its body and its
            // configuration's label: what the body does (the tint in the
            // label's environment, the pressed opacity on the control) is
            // done here, and the label is this node's child. A list's rows
            // each have a button: two nodes fewer for each.
            var environment = updater.environment
            environment.foregroundStyle = StandardButtonBody.labelStyle(role: role, in: environment)
            let alpha = StandardButtonBody.alpha(kind: .tinted, isPressed: isPressed)
            if control.alpha != alpha { control.alpha = alpha }
            updater.reconcile(single: label, environment: environment)
        }
    }
}
