import Foundation

/// A label that shows or hides content below it: a button with the label
/// and a chevron pointing right (hidden) or down (shown), which toggles
/// the content with an animation. In the tint, as a button is; in a list
/// row, the label is in the primary color and the chevron in the tint.
///
/// The expansion is the view's own state unless it is bound to the app's
/// (`isExpanded:`). Inside a `List`, the content shows in the group's row,
/// below its label (SwiftUI gives each view of the content a row).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let boundExpansion: Binding<Bool>?
    @State private var ownExpansion = false
    @Environment(\.isListRow) private var isListRow

    /// A group, hidden at first, showing `content` under `label` when expanded.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.boundExpansion = nil
    }

    /// A group whose expansion is `isExpanded`, showing `content` under `label`.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.boundExpansion = isExpanded
    }

    private var isExpanded: Binding<Bool> { boundExpansion ?? $ownExpansion }

    /// The label and chevron in a button, then the content while expanded.
    public var body: some View {
        let expansion = isExpanded
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation { expansion.wrappedValue.toggle() }
            } label: {
                HStack {
                    // In a list row the label is drawn as text, the chevron in the tint.
                    if isListRow { label.foregroundColor(.primary) } else { label }
                    Spacer()
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .rotationEffect(.degrees(expansion.wrappedValue ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            if expansion.wrappedValue {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a localized title, hidden at first.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group with a title string, hidden at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group with a localized title whose expansion is `isExpanded`.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group with a title string whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
