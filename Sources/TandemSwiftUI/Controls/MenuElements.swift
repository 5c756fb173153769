import Foundation
import TandemUIKit

/// Reads a menu's SwiftUI content into UIKit menu elements: a `Button` is
/// an action (its role `.destructive` a destructive one), a `Toggle` an
/// action checked while it is on, a `Menu` a submenu, a `Section` an
/// inline group (titled by its header), a `Picker` an inline group of its
/// options with the selected one checked, and a `Divider` separates inline
/// groups. Other views are skipped.
@MainActor
enum MenuElements {
    /// The elements of `content`, in order.
    static func of(_ content: any View) -> [UIMenuElement] {
        var groups: [[UIMenuElement]] = [[]]
        for row in LazyRows.collect(content) {
            let view = row.make()
            if view is Divider {
                groups.append([])
                continue
            }
            if let source = view as? any MenuElementSource {
                groups[groups.count - 1].append(source.menuElement())
                continue
            }
            var parts = ButtonParts()
            ButtonParts.read(view, into: &parts)
            guard parts.title != nil || parts.image != nil else { continue }
            let action = parts.action
            var attributes: UIMenuElement.Attributes = []
            if parts.role == .destructive { attributes.insert(.destructive) }
            if !parts.isEnabled { attributes.insert(.disabled) }
            groups[groups.count - 1].append(
                UIAction(title: parts.title ?? "", image: parts.image, attributes: attributes) { _ in
                    action?()
                })
        }
        let filled = groups.filter { !$0.isEmpty }
        guard filled.count > 1 else { return filled.first ?? [] }
        return filled.map { UIMenu(options: .displayInline, children: $0) }
    }
}

/// A view a menu shows as one element of its own (a submenu, a section).
@MainActor
protocol MenuElementSource {
    func menuElement() -> UIMenuElement
}

extension Section: MenuElementSource {
    /// An inline group, titled by the header's text.
    func menuElement() -> UIMenuElement {
        var parts = ButtonParts()
        ButtonParts.read(header, into: &parts)
        return UIMenu(title: parts.title ?? "", options: .displayInline, children: MenuElements.of(content))
    }
}

extension Toggle: MenuElementSource {
    /// An action checked while the toggle is on; choosing it flips the toggle.
    func menuElement() -> UIMenuElement {
        var parts = ButtonParts()
        ButtonParts.read(label, into: &parts)
        let isOn = self.isOn
        return UIAction(title: parts.title ?? "", image: parts.image, state: isOn.wrappedValue ? .on : .off) { _ in
            isOn.wrappedValue.toggle()
        }
    }
}

extension Picker: MenuElementSource {
    /// An inline group of the options, the selected one checked (as SwiftUI
    /// shows a picker of the default or inline style in a menu); choosing an
    /// option sets the selection. Options read through custom views are not
    /// found here (a menu keeps no state for them).
    func menuElement() -> UIMenuElement {
        let selection = self.selection
        let current = AnyHashable(selection.wrappedValue)
        let children = PickerOptions.collect(content, resolver: nil).map { option -> UIMenuElement in
            UIAction(title: option.title, state: option.tag == current ? .on : .off) { _ in
                guard let value = option.tag?.base as? SelectionValue else { return }
                selection.wrappedValue = value
            }
        }
        return UIMenu(title: "", options: .displayInline, children: children)
    }
}
