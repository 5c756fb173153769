import Foundation

/// The pushed list of a navigation-link picker: the options, the selected
/// one checked, under the picker's label as an inline title; picking one
/// selects it and pops the list.
struct PickerOptionsScreen<SelectionValue: Hashable>: View {
    let options: [PickerOption]
    let selection: Binding<SelectionValue>
    let title: Text
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
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
