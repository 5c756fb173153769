import Foundation

/// One line of a shown menu's panel, and how a menu's children become the
/// panel's lines.
@preconcurrency @MainActor
enum MenuEntry {
    /// A menu's title, in small gray text above its elements.
    case header(String)
    /// The title row of an opened submenu; choosing it goes back.
    case back(UIMenu)
    /// An action or a submenu, one row; `parent` is the menu that lists it.
    case row(UIMenuElement, parent: UIMenu)
    /// Actions side by side in one row (a palette, or a small or medium element size).
    case strip([UIAction], parent: UIMenu)
    /// A deferred element whose elements have not come yet.
    case loading

    /// The groups of lines that show `menu`'s children, in order: an inline
    /// submenu's children form groups of their own (after its title, if it
    /// has one), which the panel sets apart with a wide gap; hidden actions
    /// and empty inline submenus are left out. `fresh` asks uncached
    /// deferred elements again; `reload` runs when deferred elements come.
    static func groups(of menu: UIMenu, fresh: Bool, reload: @escaping () -> Void) -> [[MenuEntry]] {
        var groups: [[MenuEntry]] = []
        var current: [MenuEntry] = []
        var strip: [UIAction] = []
        func endStrip() {
            if !strip.isEmpty { current.append(.strip(strip, parent: menu)) }
            strip = []
        }
        func endGroup() {
            endStrip()
            if !current.isEmpty { groups.append(current) }
            current = []
        }
        func add(_ children: [UIMenuElement]) {
            for child in children {
                switch child {
                case let action as UIAction where action.attributes.contains(.hidden):
                    continue
                case let deferred as UIDeferredMenuElement:
                    if let elements = deferred.elements(fresh: fresh, whenLoaded: reload) {
                        add(elements)
                    } else {
                        endStrip()
                        current.append(.loading)
                    }
                case let submenu as UIMenu where submenu.options.contains(.displayInline):
                    endGroup()
                    var inner = Self.groups(of: submenu, fresh: fresh, reload: reload)
                    guard !inner.isEmpty else { continue }
                    if !submenu.title.isEmpty { inner[0].insert(.header(submenu.title), at: 0) }
                    groups += inner
                case let action as UIAction where menu.showsElementsSideBySide:
                    strip.append(action)
                default:
                    endStrip()
                    current.append(.row(child, parent: menu))
                }
            }
        }
        add(menu.children)
        endGroup()
        return groups
    }

    /// The groups a panel shows for `menus`, the root first and each opened
    /// submenu after it: the root's title (when it has one) heads it; an
    /// opened submenu shows its title row (which goes back) and its children.
    static func panelGroups(for menus: [UIMenu], fresh: Bool, reload: @escaping () -> Void) -> [[MenuEntry]] {
        guard let shown = menus.last else { return [] }
        var result = groups(of: shown, fresh: fresh, reload: reload)
        if menus.count > 1 {
            result.insert([.back(shown)], at: 0)
        } else if !shown.title.isEmpty {
            result.insert([.header(shown.title)], at: 0)
        }
        return result
    }
}
