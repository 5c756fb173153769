import Foundation
import TandemUIKit

/// Multi-line editable text bound to a string, drawn and edited by a `UITextView`.
///
/// It takes all the space it is offered. An equal value of the binding never
/// moves the caret. Inside `focused(_:)` or `focused(_:equals:)` it is a
/// focus target, as a text field is: setting the focus state gives it the
/// keyboard, and beginning or ending editing in it writes the focus state.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor bound to `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension TextEditor: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> BoundTextView {
        BoundTextView(frame: .zero)
    }

    func updatePlatformView(_ view: BoundTextView, environment: EnvironmentValues) {
        view.binding = text
        if view.text != text.wrappedValue { view.text = text.wrappedValue }
        if view.isEditable != environment.isEnabled { view.isEditable = environment.isEnabled }
        environment.applyTextInputTraits(to: view)
        let font = environment.textEnvironment.font
        if view.font != font { view.font = font }
        view.focus = environment.focusLink
        view.followFocus()
    }

    /// The space offered; where a height is not offered (a `Form` or `List`
    /// row, a vertical scroll view), the height of its text at the offered
    /// width, at least one line, as iOS's text editor grows with its text.
    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundTextView, environment: EnvironmentValues) -> CGSize {
        let width = proposal.width ?? 10
        guard proposal.height == nil else { return proposal.replacingUnspecifiedDimensions() }
        let fitting = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: fitting.height)
    }
}
