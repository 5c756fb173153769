import TandemSupport
import TandemUIKit

/// Turns toolbar entries into a navigation item's bar button items.
///
/// UIKit's bar button items in Tandem have no custom view, so an entry's
/// view is read for what a bar button shows: a `Button`'s action and its
/// label's title (`Text`, `Label`) or symbol image. Existing items are kept
/// when they show the same thing (only their action is replaced), so the
/// bar is not rebuilt on every update.
@MainActor
enum ToolbarBarItems {
    static func apply(_ entries: [ToolbarEntry], to item: UINavigationItem) {
        var leading: [ToolbarEntry] = []
        var trailing: [ToolbarEntry] = []
        for entry in entries {
            switch entry.placement.kind {
            case .leading, .cancellationAction: leading.append(entry)
            case .trailing, .automatic, .primaryAction, .confirmationAction: trailing.append(entry)
            case .principal, .bottomBar: break
            }
        }
        let left = barItems(for: leading, reusing: item.leftBarButtonItems)
        if !same(left, item.leftBarButtonItems) { item.leftBarButtonItems = left.isEmpty ? nil : left }
        // UIKit lists right items from the trailing edge; SwiftUI lists them in reading order.
        let right = barItems(for: trailing.reversed(), reusing: item.rightBarButtonItems)
        if !same(right, item.rightBarButtonItems) { item.rightBarButtonItems = right.isEmpty ? nil : right }
    }

    private static func same(_ items: [UIBarButtonItem], _ current: [UIBarButtonItem]?) -> Bool {
        let current = current ?? []
        return items.count == current.count && zip(items, current).allSatisfy { $0 === $1 }
    }

    private static func barItems(for entries: [ToolbarEntry], reusing current: [UIBarButtonItem]?) -> [UIBarButtonItem] {
        let current = current ?? []
        return entries.enumerated().map { index, entry in
            var parts = ButtonParts()
            ButtonParts.read(entry.content, into: &parts)
            if parts.title == nil && parts.image == nil {
                Diagnostics.report(
                    "SwiftUI",
                    "toolbar item \(type(of: entry.content)) has no button title or image Tandem can show in a bar button item; it is shown empty")
            }
            let action = parts.action
            let primary = UIAction(title: parts.title ?? "") { _ in action?() }
            if index < current.count, current[index].title == parts.title, current[index].image === parts.image {
                current[index].primaryAction = primary
                current[index].isEnabled = parts.isEnabled
                return current[index]
            }
            let made = UIBarButtonItem(title: parts.title, image: parts.image, primaryAction: primary)
            made.title = parts.title
            made.isEnabled = parts.isEnabled
            return made
        }
    }
}
