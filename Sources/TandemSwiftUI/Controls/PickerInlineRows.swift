import Foundation
import TandemUIKit

/// A picker of the inline style in a list: the options one under another,
/// separated, the selected one checked in the tint; tapping one selects it.
struct PickerInlineRows<SelectionValue: Hashable>: View {
    let options: [PickerOption]
    let selection: Binding<SelectionValue>

    var body: some View {
        let current = AnyHashable(selection.wrappedValue)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                let option = options[index]
                if index > 0 { Divider() }
                Button {
                    guard let value = option.tag?.base as? SelectionValue else { return }
                    selection.wrappedValue = value
                } label: {
                    HStack {
                        Text(option.title).foregroundColor(.primary)
                        Spacer(minLength: 8)
                        if option.tag == current { Image(systemName: "checkmark").foregroundColor(.accentColor) }
                    }
                    .frame(minHeight: 44)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(option.tag == current ? .isSelected : [])
            }
        }
    }
}
