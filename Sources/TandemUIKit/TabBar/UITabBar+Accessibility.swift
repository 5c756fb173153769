import Foundation

extension UITabBar: AccessibilityPartsProvider {
    /// An item: a button named by its title (its badge as the value),
    /// selected when it is the selected item.
    package func accessibilityPart(at index: Int) -> AccessibilityDefaults {
        var part = AccessibilityDefaults()
        guard let items, items.indices.contains(index) else { return part }
        let item = items[index]
        part.label = item.accessibilityLabel ?? item.title
        part.value = item.badgeValue
        part.hint = item.accessibilityHint
        part.identifier = item.accessibilityIdentifier
        part.traits = .button
        if item === selectedItem { part.traits.insert(.selected) }
        if !item.isEnabled { part.traits.insert(.notEnabled) }
        part.role = .button
        part.frame = itemFrame(at: index)
        return part
    }

    /// Selects the item as a tap on it does.
    package func activateAccessibilityPart(at index: Int) -> Bool {
        guard let items, items.indices.contains(index), items[index].isEnabled else { return false }
        userSelected(items[index])
        return true
    }
}
