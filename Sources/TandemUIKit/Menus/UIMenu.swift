import Foundation

/// A menu: a title and the elements it lists — actions, submenus, and
/// groups shown inline.
///
/// A menu is shown by a bar button item (`UIBarButtonItem.menu`) or a
/// button (`UIButton.menu`) in a panel drawn over the window (see
/// `UIMenu.Options` for how children are grouped). As on iOS
/// 14 and later, a menu's children may be changed by replacing the menu
/// (``replacingChildren(_:)``) or by changing its actions; the panel reads
/// them when it opens. Main actor only.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's identifier: the one given, else a unique one.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The size of the children's rows: `.small` and
    /// `.medium` lay the menu's actions side by side
    /// in one row; `.large` and
    /// `.automatic` give each its own row.
    open var preferredElementSize: ElementSize
    /// The elements the menu lists, in order.
    public let children: [UIMenuElement]

    /// Creates a menu. Every argument has UIKit's default (iOS 17's:
    /// `.automatic` for the element size); a nil
    /// identifier makes a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu (same title, subtitle, image, identifier, options
    /// and element size) listing `newChildren` instead.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions in this menu and its submenus whose state is `.on`, in order.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let action = child as? UIAction, action.state == .on { return [action] }
            return []
        }
    }

    /// Whether the menu lays its actions side by side in one row (a palette,
    /// or a small or medium element size) rather than one row each.
    var showsElementsSideBySide: Bool {
        options.contains(.displayAsPalette) || preferredElementSize == .small || preferredElementSize == .medium
    }
}
