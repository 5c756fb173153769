/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A value with a label: the label on the leading side and the value,
/// in the secondary style, on the trailing side, as a form row shows a
/// setting (`LabeledContent("Version", value: "1.0")`).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A value from `content`, labeled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label leading, the value trailing and secondary, on one baseline.
    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer()
            content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A value from `content`, labeled with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A value from `content`, labeled with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value, labeled with a localized title.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string value, labeled with a title string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value shown in `format`, labeled with a localized title.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A value shown in `format`, labeled with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
