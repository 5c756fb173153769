import TandemSupport
import TandemUIKit

/// Turns toolbar entries into a navigation item's bar button items, its
/// title view (`.principal`) and the controller's toolbar items (`.bottomBar`).
///
/// UIKit's bar button items in Tandem have no custom view, so an entry's
/// view is read for what a bar button shows: a `Button`'s action and its
/// label's title (`Text`, `Label`) or symbol image. Existing items are kept
/// when they show the same thing (only their action is replaced), so the
/// bar is not rebuilt on every update.
@MainActor
enum ToolbarBarItems {
    static func apply(_ entries: [ToolbarEntry], to controller: UIViewController) {
        let item = controller.navigationItem
        var leading: [ToolbarEntry] = []
        var trailing: [ToolbarEntry] = []
        var principal: ToolbarEntry?
        var bottom: [ToolbarEntry] = []
        for entry in entries {
            switch entry.placement.kind {
            case .leading, .cancellationAction: leading.append(entry)
            case .trailing, .automatic, .primaryAction, .confirmationAction: trailing.append(entry)
            case .principal: principal = entry
            case .bottomBar: bottom.append(entry)
            }
        }
        applyPrincipal(principal, to: item)
        applyBottomBar(bottom, to: controller)
        let left = barItems(for: leading, reusing: item.leftBarButtonItems)
        if !same(left, item.leftBarButtonItems) { item.leftBarButtonItems = left.isEmpty ? nil : left }
        // UIKit lists right items from the trailing edge; SwiftUI lists them in reading order.
        let right = barItems(for: trailing.reversed(), reusing: item.rightBarButtonItems)
        if !same(right, item.rightBarButtonItems) { item.rightBarButtonItems = right.isEmpty ? nil : right }
    }

    /// A `.principal` item is the title view: its SwiftUI content, hosted, sized to fit.
    private static func applyPrincipal(_ entry: ToolbarEntry?, to item: UINavigationItem) {
        guard let entry else {
            if item.titleView is _UIHostingView<AnyView> { item.titleView = nil }
            return
        }
        let content = AnyView(erasingAny: entry.content)
        if let hosted = item.titleView as? _UIHostingView<AnyView> {
            hosted.setRootView(content)
            hosted.invalidateIntrinsicContentSize()
            hosted.superview?.setNeedsLayout()
        } else {
            let hosted = _UIHostingView(rootView: content)
            hosted.backgroundColor = .clear
            item.titleView = hosted
        }
    }

    /// `.bottomBar` items are the controller's toolbar items, spread across
    /// the navigation controller's toolbar, which shows while there are any.
    private static func applyBottomBar(_ entries: [ToolbarEntry], to controller: UIViewController) {
        let current = controller.toolbarItems?.filter { $0.title != nil || $0.image != nil }
        let buttons = barItems(for: entries, reusing: current)
        if !same(buttons, current) || (controller.toolbarItems?.isEmpty ?? true) != buttons.isEmpty {
            var spread: [UIBarButtonItem] = []
            for (index, button) in buttons.enumerated() {
                if index > 0 || buttons.count == 1 { spread.append(.flexibleSpace()) }
                spread.append(button)
                if buttons.count == 1 { spread.append(.flexibleSpace()) }
            }
            controller.setToolbarItems(spread.isEmpty ? nil : spread, animated: false)
        }
        if let navigation = controller.navigationController, navigation.topViewController === controller,
            navigation.isToolbarHidden != buttons.isEmpty
        {
            navigation.setToolbarHidden(buttons.isEmpty, animated: false)
        }
    }

    private static func same(_ items: [UIBarButtonItem], _ current: [UIBarButtonItem]?) -> Bool {
        let current = current ?? []
        return items.count == current.count && zip(items, current).allSatisfy { $0 === $1 }
    }

    private static func barItems(for entries: [ToolbarEntry], reusing current: [UIBarButtonItem]?) -> [UIBarButtonItem]
    {
        let current = current ?? []
        return entries.enumerated().map { index, entry in
            var parts = ButtonParts()
            ButtonParts.read(entry.content, into: &parts)
            if parts.title == nil && parts.image == nil {
                Diagnostics.report(
                    "SwiftUI",
                    "toolbar item \(type(of: entry.content)) has no button title or image Tandem can show in a bar button item; it is shown empty"
                )
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
