import Foundation
import TandemUIKit

// A layout of rows (a stack around a `ForEach`) moves as one UIKit view.
extension ViewNode {
    /// Gives this layout a plain container (``PlainContainerView``) when
    /// its subviews include a `ForEach`'s rows (``holdsRows``), and takes
    /// it away when they no longer do.
    ///
    /// A stack of a thousand rows centered in its host moves whole when a
    /// row goes: it is a row shorter, half a row at each end. Without a
    /// container of its own, its rows sit in the container around it, and
    /// every one of them moved: a thousand frames set, where a hand-written
    /// list moves the cells below the one removed. In a container, the
    /// rows are placed in the stack's coordinates, where those above the
    /// removed one stay where they were (the stack's placement record
    /// passes over them, ``StackMemo``), and the stack moves by moving one
    /// view. What the rows show, where, and what touches reach stay what
    /// they were without it.
    ///
    /// A fact of the tree as it is, as a row's container is: decided again
    /// at the end of a pass for the layouts that may have gained rows (a
    /// `ForEach` made below, ``NodeUpdater/containRows()``) or lost them (a
    /// change of structure below, a node no longer a group), so a stack
    /// built afresh and one that became what it is get the same views. A
    /// layout that is also a row's only item has one container, the row's
    /// (``updateRowContainer()``), which the row decides.
    func updateListContainer() {
        guard !isDismantled, plainContainer != .row else { return }
        let wanted = holdsRows
        if wanted, effectView == nil {
            addPlainContainer(.list)
        } else if !wanted, plainContainer == .list {
            removePlainContainer()
        }
    }

    /// Whether the node is a layout whose subviews include a `ForEach`'s
    /// rows: a child, or a child of the groups among them, ``containsRows``.
    var holdsRows: Bool {
        guard case .layout = role else { return false }
        // A loop with a list of groups to visit, not recursion: groups
        // (custom views' bodies) can nest thousands deep.
        var pending = children.filter { $0.role.isGroup }
        while let group = pending.popLast() {
            if group.containsRows { return true }
            for child in group.children where child.role.isGroup { pending.append(child) }
        }
        return false
    }

    /// The layout whose subviews this node is or stands for: the node
    /// itself when it is a layout, its nearest ancestor through groups when
    /// it is a group; nil for a leaf, or past a `ForEach` (a row's subtree
    /// cannot change what its list's layout holds).
    var layoutThroughGroups: ViewNode? {
        var node = self
        while node.role.isGroup {
            guard let parent = node.parent, !parent.containsRows else { return nil }
            node = parent
        }
        guard case .layout = node.role else { return nil }
        return node
    }

    /// Something below this node went (its children changed): the layout
    /// it is in, if that holds rows in a container of its own, may no
    /// longer hold them. A node being made had nothing below it to lose
    /// (and a walk up from each node of a deep tree being built would
    /// make building it quadratic).
    func listMayHaveLostRows() {
        guard graph.mayHaveRowContainers, !isEvaluatingAsNew, let layout = layoutThroughGroups,
            layout.plainContainer == .list
        else { return }
        graph.plainContainers.listMayHaveChanged(layout)
    }

    /// The node became a group or stopped being one: whether it holds rows
    /// itself, or the layout it is in does through it, may have changed. A
    /// node being made is not asked: rows made below it tell (``NodeUpdater/containRows()``).
    func listMayHaveChangedRole() {
        guard graph.mayHaveRowContainers, !isEvaluatingAsNew else { return }
        var isLayout = false
        if case .layout = role { isLayout = true }
        if plainContainer == .list || isLayout { graph.plainContainers.listMayHaveChanged(self) }
        if let layout = parent?.layoutThroughGroups { graph.plainContainers.listMayHaveChanged(layout) }
    }
}
