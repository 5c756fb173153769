import Foundation
import TandemUIKit

/// A picker of the menu style: a button titled with the selected option and
/// small up-and-down chevrons, in the tint, that opens a menu of the
/// options with the selected one checked (as iOS 16 and later draw it).
struct PickerMenuButton<SelectionValue: Hashable>: View {
    let options: [PickerOption]
    let selection: Binding<SelectionValue>

    var body: some View {
        let current = AnyHashable(selection.wrappedValue)
        Menu {
            PickerOptionsMenu(options: options, selection: selection)
        } label: {
            HStack(spacing: 4) {
                Text(options.first { $0.tag == current }?.title ?? "")
                Image(systemName: "chevron.up.chevron.down").imageScale(.small)
            }
        }
    }
}

/// A picker's options as a menu's content: an inline group of actions, the
/// selected one checked; choosing one sets the selection.
struct PickerOptionsMenu<SelectionValue: Hashable>: View, MenuElementSource {
    let options: [PickerOption]
    let selection: Binding<SelectionValue>

    /// Nothing: the view is only read as menu elements.
    var body: EmptyView { EmptyView() }

    func menuElement() -> UIMenuElement {
        let selection = self.selection
        let current = AnyHashable(selection.wrappedValue)
        let children = options.map { option -> UIMenuElement in
            UIAction(title: option.title, state: option.tag == current ? .on : .off) { _ in
                guard let value = option.tag?.base as? SelectionValue else { return }
                selection.wrappedValue = value
            }
        }
        return UIMenu(title: "", options: .displayInline, children: children)
    }
}
