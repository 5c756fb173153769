extension ViewNode {
    /// The layout priority a container gives this node: its own
    /// `.layoutPriority(_:)`, or, through modifiers that show one view
    /// (`padding`, `frame`, `border`, `background`, `opacity`...), the
    /// priority of the view they modify. Priority is a trait of the view,
    /// and a modifier keeps its content's traits, as in SwiftUI:
    /// `Text(…).layoutPriority(1).border(.gray)` is offered space first.
    var traitLayoutPriority: Double {
        // Asked of every subview at every distribution: the common answers first.
        if setsLayoutPriority || !graph.mayHaveLayoutPriorities { return layoutPriority }
        return traitSource { $0.setsLayoutPriority }.layoutPriority
    }

    /// The value set for the layout value `key` on this node or, through
    /// modifiers, on the view they modify (see ``traitLayoutPriority``).
    func traitLayoutValue(_ key: ObjectIdentifier) -> Any? {
        traitSource { $0.layoutValues[key] != nil }.layoutValues[key]
    }

    /// The z-index its container draws this node by: its own `.zIndex(_:)`
    /// or, through modifiers and views that show one view, that of the view
    /// they show (`Text(…).zIndex(1).padding()` draws in front).
    var traitZIndex: Double {
        guard graph.mayHaveZIndices else { return 0 }
        return traitSource { $0.setsZIndex }.zIndex
    }

    /// This node, or the first node below it through trait-transparent
    /// modifiers (and views of one view) for which `sets` holds; this node
    /// when none does.
    private func traitSource(where sets: (ViewNode) -> Bool) -> ViewNode {
        var node = self
        while !sets(node), let inner = node.traitContent {
            node = inner
        }
        return sets(node) ? node : self
    }

    /// The node whose traits stand for this one's: a modifier's content, or
    /// the only child of a group (a custom view's body, a branch); nil for
    /// other nodes (a stack, a leaf, a group of several views).
    private var traitContent: ViewNode? {
        if isTraitTransparent {
            for child in children {
                if case .single = child.key { return child }
            }
            return nil
        }
        if case .group = role, children.count == 1 { return children[0] }
        return nil
    }
}

/// A view that shows one other view and keeps its traits: a modifier.
protocol TraitTransparent {}

extension ModifiedContent: TraitTransparent {}
extension SingleItem: TraitTransparent {}
