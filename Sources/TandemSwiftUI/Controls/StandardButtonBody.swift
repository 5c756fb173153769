import Foundation
import TandemUIKit

/// The body of the standard styles: reads whether buttons are enabled
/// (disabled buttons are gray) and applies the style's tint and shape.
///
/// A primitive, so that a button's label sits right below it rather than
/// under a composite body, its branch for each kind, a foreground style and
/// an opacity effect: the tint goes into the environment the label gets,
/// and the pressed opacity is the alpha of the button's control.
struct StandardButtonBody: View {
    enum Kind {
        case tinted, plain, bordered, prominent
    }

    let configuration: ButtonStyleConfiguration
    let kind: Kind

    var body: Never { primitiveBodyCalled(Self.self) }
}

extension StandardButtonBody: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let environment = updater.environment
        let isEnabled = environment.isEnabled
        let tint = StandardButtonBody.tint(role: configuration.role, in: environment)
        let label = configuration.label
        // The label's color is set in the environment given to the child,
        // as `.foregroundStyle(_:)` would, without a node of its own.
        var derived = environment
        let content: any View
        switch kind {
        case .plain:
            content = label
        case .tinted:
            derived.foregroundStyle = StandardButtonBody.labelStyle(role: configuration.role, in: environment)
            content = label
        case .bordered:
            derived.foregroundStyle = StandardButtonBody.labelStyle(role: configuration.role, in: environment)
            content = StandardButtonBody.bordered(label, fill: tint.opacity(0.15), in: &derived)
        case .prominent:
            derived.foregroundStyle = AnyShapeStyle(isEnabled ? Color.white : Color.gray)
            content = StandardButtonBody.bordered(
                label, fill: isEnabled ? tint : Color.gray.opacity(0.15), in: &derived)
        }
        // Pressed, the button is drawn at the style's opacity: its control
        // (the view around the body) takes the alpha, so the label keeps
        // its nodes, state and views through a press.
        let alpha = StandardButtonBody.alpha(kind: kind, isPressed: configuration.isPressed)
        if let control = updater.ancestorEffectView(ButtonControl.self), control.alpha != alpha {
            control.alpha = alpha
        }
        updater.reconcile(single: content, environment: derived)
    }

    /// A bordered button's label on `fill`, padded, shaped and (small
    /// controls) in the font its control size (`controlSize(_:)`) and
    /// border shape (`buttonBorderShape(_:)`) in `environment` give; the
    /// font goes into `environment` when it sets none.
    static func bordered(
        _ label: ButtonStyleConfiguration.Label, fill: Color, in environment: inout EnvironmentValues
    ) -> some View {
        let size = environment.controlSize
        if environment.font == nil, let font = size.borderedFont { environment.font = font }
        let padding = size.borderedPadding
        return
            label
            .padding(.horizontal, padding.horizontal)
            .padding(.vertical, padding.vertical)
            .background(fill, in: environment.buttonBorderShape.resolved(for: size))
    }

    /// The style of a tinted or bordered button's label: a foreground
    /// style set around the button (`.foregroundStyle(.white)`,
    /// `.foregroundColor(.red)`) while it is enabled and not destructive,
    /// as in SwiftUI; else its tint (``tint(role:in:)``).
    static func labelStyle(role: ButtonRole?, in environment: EnvironmentValues) -> AnyShapeStyle {
        if environment.isEnabled, role != .destructive, let style = environment.foregroundStyle { return style }
        return AnyShapeStyle(tint(role: role, in: environment))
    }

    /// The color of a button with `role` in `environment`: gray when
    /// disabled, red when destructive, else the tint (the accent color by default).
    static func tint(role: ButtonRole?, in environment: EnvironmentValues) -> Color {
        !environment.isEnabled ? Color.gray : (role == .destructive ? Color.red : environment.tint ?? Color.accentColor)
    }

    /// The opacity a button of `kind` is drawn at.
    static func alpha(kind: Kind, isPressed: Bool) -> CGFloat {
        isPressed ? (kind == .tinted ? 0.2 : 0.5) : 1
    }
}
