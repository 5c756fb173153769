import Foundation
import TandemUIKit

/// A control that shows a menu of actions: its label drawn as a button in
/// the accent color, its content (buttons, nested menus, sections and
/// dividers) shown as a UIKit menu under it.
///
/// A tap opens the menu; with a `primaryAction`, a tap runs the action and
/// a long press (half a second) opens the menu, as on iOS. Choosing an item
/// closes the menu, then runs the item's action. A nested `Menu` is a
/// submenu that opens in the same panel. The content is read when the menu
/// opens, from the view values last given (see docs/Compatibility.md).
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?

    /// A menu of `content`, shown with `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu of `content`, shown with `label`, that runs `primaryAction`
    /// when tapped and opens on a long press.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localized key, running `primaryAction` when tapped.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled with a string, running `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TandemSwiftUI.Label<Text, Image> {
    /// A menu titled with a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TandemSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TandemSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu: MenuElementSource {
    /// A submenu titled by the label's text, with its image.
    func menuElement() -> UIMenuElement {
        var parts = ButtonParts()
        ButtonParts.read(label, into: &parts)
        return UIMenu(title: parts.title ?? "", image: parts.image, children: MenuElements.of(content))
    }
}

extension Menu: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        let storage = updater.primitiveStorage { MenuStorage() }
        let control: ButtonControl = updater.ensureEffectView {
            let control = ButtonControl(frame: .zero)
            let target = updater.reference
            control.highlightDidChange = { target.node?.invalidate(because: "menu pressed") }
            return control
        }
        storage.control = control
        storage.makeMenu = { [content] in UIMenu(children: MenuElements.of(content)) }
        storage.primaryAction = primaryAction
        control.action = { [weak storage] in storage?.tapped() }
        storage.installLongPress(primaryAction != nil)
        if control.isEnabled != updater.environment.isEnabled { control.isEnabled = updater.environment.isEnabled }
        let isPressed = control.isHighlighted && control.isEnabled
        updater.setLayout(PassthroughLayout())
        var environment = updater.environment
        environment.foregroundStyle = StandardButtonBody.labelStyle(role: nil, in: environment)
        let alpha = StandardButtonBody.alpha(kind: .tinted, isPressed: isPressed)
        if control.alpha != alpha { control.alpha = alpha }
        updater.reconcile(single: label, environment: environment)
    }
}
