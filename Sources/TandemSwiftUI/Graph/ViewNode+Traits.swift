extension ViewNode {
    /// The layout priority a container gives this node: its own
    /// `.layoutPriority(_:)`, or, through modifiers that show one view
    /// (`padding`, `frame`, `border`, `background`, `opacity`...), the
    /// priority of the view they modify. Priority is a trait of the view,
    /// and a modifier keeps its content's traits, as in SwiftUI:
    /// `Text(…).layoutPriority(1).border(.gray)` is offered space first.
    var traitLayoutPriority: Double {
        traitSource { $0.setsLayoutPriority }.layoutPriority
    }

    /// The value set for the layout value `key` on this node or, through
    /// modifiers, on the view they modify (see ``traitLayoutPriority``).
    func traitLayoutValue(_ key: ObjectIdentifier) -> Any? {
        traitSource { $0.layoutValues[key] != nil }.layoutValues[key]
    }

    /// This node, or the first node below it through trait-transparent
    /// modifiers for which `sets` holds; this node when none does.
    private func traitSource(where sets: (ViewNode) -> Bool) -> ViewNode {
        var node = self
        while !sets(node), let inner = node.modifiedItem {
            node = inner
        }
        return sets(node) ? node : self
    }

    /// The layout item a modifier's node shows: its content's node when that
    /// is one item (a group of one view stands for it); nil for other nodes.
    private var modifiedItem: ViewNode? {
        guard isTraitTransparent, let content = children.first(where: { $0.key == .single }) else { return nil }
        if case .group = content.role {
            let items = content.layoutItems
            return items.count == 1 ? items[0] : nil
        }
        return content
    }
}

/// A view that shows one other view and keeps its traits: a modifier.
protocol TraitTransparent {}

extension ModifiedContent: TraitTransparent {}
extension SingleItem: TraitTransparent {}
