/// Describes the tab of the modified view: the label of its tab bar item.
/// Shows the content unchanged.
struct TabItemModifier<Label: View>: ViewModifier, DescriptiveModifier {
    typealias Body = Never
    let label: Label
}

/// A modifier that gives its view's tab a label.
@MainActor
protocol TabItemDescribing {
    var itemLabel: any View { get }
}

extension TabItemModifier: TabItemDescribing {
    var itemLabel: any View { label }
}
