import TandemUIKit

/// A section header or footer in the list's style: footnote gray text in
/// grouped lists, bold text in plain ones.
struct SectionLabel: View {
    let content: any View
    let style: UITableView.Style

    var body: some View {
        AnyView(erasingAny: content)
            .font(style == .plain ? .headline : .footnote)
            .foregroundColor(style == .plain ? .primary : .secondary)
    }
}
