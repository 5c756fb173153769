import Foundation

/// The navigation-link style: in a navigation stack, a row showing the
/// label and the selected option that pushes a list of the options; picking
/// one selects it and goes back. Outside a navigation stack it draws as
/// `.menu` (iOS shows it disabled there).
public struct NavigationLinkPickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

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

/// The pushed list of a navigation-link picker: the options, the selected
/// one checked; picking one selects it and pops the list.
struct PickerOptionsScreen<SelectionValue: Hashable>: View {
    let options: [PickerOption]
    let selection: Binding<SelectionValue>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            PickerInlineRows(
                options: options,
                selection: Binding(
                    get: { selection.wrappedValue },
                    set: { value in
                        selection.wrappedValue = value
                        dismiss()
                    }))
        }
    }
}
