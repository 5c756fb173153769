import Foundation
import TandemUIKit

/// An editable line of text bound to a string, or to a value through a
/// format, drawn and edited by a `UITextField`.
///
/// Bound to a string, typing writes the binding; a new value of the binding
/// is shown without moving the caret when it equals what is shown. Bound to
/// a value, the field shows the value formatted; while the user types, each
/// text that parses is written to the binding (as iOS 16 and later do; text
/// that does not parse leaves the value), and the typed text stays until
/// editing ends (Return, or the focus leaves), when the value is shown
/// formatted again. Return runs the `.onSubmit` action of the
/// environment. It takes the width it is offered.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    let label: Label
    let isSecure: Bool
    /// For a field bound to a value: parses typed text into the value (nil for a string field).
    var commit: ((String) -> Void)? = nil
    /// Whether typed text that parses is written at once (format styles), or when editing ends (formatters).
    var commitsWhileTyping = true

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension TextField where Label == Text {
    /// A text field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: Text(titleKey).string, label: Text(titleKey), isSecure: false)
    }

    /// A text field with a localized title and a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: (prompt ?? Text(titleKey)).string, label: Text(titleKey), isSecure: false)
    }

    /// A text field with a placeholder string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: String(title), label: Text(title), isSecure: false)
    }
}

extension TextField {
    /// A text field with a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt?.string ?? "", label: label(), isSecure: false)
    }
}

extension TextField: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> BoundTextField {
        BoundTextField(frame: .zero)
    }

    func updatePlatformView(_ view: BoundTextField, environment: EnvironmentValues) {
        view.binding = text
        view.commit = commit
        view.commitsWhileTyping = commitsWhileTyping
        view.onSubmit = environment.submitAction
        view.focus = environment.focusLink
        // An equal value never touches the field, so the caret stays where it
        // is; a value field being edited keeps what the user types until commit.
        if commit == nil || !view.isEditing {
            let current = text.wrappedValue
            if (view.text ?? "") != current { view.text = current }
        }
        if view.placeholder != placeholder { view.placeholder = placeholder }
        if view.isSecureTextEntry != isSecure { view.isSecureTextEntry = isSecure }
        // As on iOS, the field is named by its title.
        let name = (label as? Text)?.string
        if view.accessibilityLabel != name { view.accessibilityLabel = name }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
        environment.applyTextInputTraits(to: view)
        let returnKey = environment.submitLabel.returnKeyType
        if view.returnKeyType != returnKey { view.returnKeyType = returnKey }
        let style: UITextField.BorderStyle = environment.textFieldStyle == .roundedBorder ? .roundedRect : .none
        if view.borderStyle != style { view.borderStyle = style }
        let settings = environment.textEnvironment
        if view.font != settings.font { view.font = settings.font }
        if view.textColor != settings.color { view.textColor = settings.color }
        // As on iOS, a field aligns its text as multi-line text does.
        let alignment: NSTextAlignment
        switch environment.multilineTextAlignment {
        case .leading: alignment = .natural
        case .center: alignment = .center
        case .trailing: alignment = environment.layoutDirection == .rightToLeft ? .left : .right
        }
        if view.textAlignment != alignment { view.textAlignment = alignment }
        view.followFocus()
    }

    /// The offered width, the field's own height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundTextField, environment: EnvironmentValues) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: proposal.width ?? max(intrinsic.width, 100), height: intrinsic.height)
    }
}
