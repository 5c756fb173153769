import Foundation

/// A navigation-link picker's row: the label, the selected option in the
/// secondary color, and the link's chevron; it pushes the options.
struct PickerLinkRow<Label: View, SelectionValue: Hashable>: View {
    let label: Label
    let options: [PickerOption]
    let selection: Binding<SelectionValue>

    var body: some View {
        let current = AnyHashable(selection.wrappedValue)
        NavigationLink {
            PickerOptionsScreen(options: options, selection: selection)
        } label: {
            LabeledControl(
                label: label, minimumSpacing: 8,
                control: Text(options.first { $0.tag == current }?.title ?? "").foregroundColor(.secondary))
        }
    }
}
