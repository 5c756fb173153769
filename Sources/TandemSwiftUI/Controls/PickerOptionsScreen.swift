import Foundation

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
