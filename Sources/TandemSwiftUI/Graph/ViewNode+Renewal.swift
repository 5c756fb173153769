import Foundation
import TandemUIKit

// Renewing a subtree for a new identity: a list cell shown for a new row.
//
// A new identity is a new subtree: new nodes, new UIKit views, a new
// layout. What makes it *new*, as far as anyone can observe, is only what
// the old subtree bound to its identity: state (`@State`, objects, any
// dynamic property), lifecycle (appear and disappear actions, tasks,
// subscriptions, a primitive's kept storage: `onChange`'s last value, a
// `ForEach`'s ids), representables (made and dismantled per identity), a
// user layout's cache, an animation in flight, and UIKit state a user
// changes (a touch, an edit, a scroll offset). Everything else a node
// holds follows its view value and environment: that an updated tree
// equals a tree built afresh is the graph's invariant
// (`IncrementalEqualsFreshTests`).
//
// So when the old subtree holds none of those, checked node by node
// (``carriesNothingPerIdentity``), updating it to the new content *is*
// building it afresh, without the cost of making nodes, UIKit views and
// layout boxes again and taking the old ones apart (a third of a List's
// scroll frame). Every node is evaluated again (bodies run, so what they
// read is tracked for the new content; nothing is skipped as equal), and
// appear actions a node has after the update are scheduled, as a new node
// schedules its own. Anything the update adds (a branch, a row) is made
// new as usual.
extension ViewNode {
    /// Gives the only child, when it has another key than `key` and
    /// `content`'s type, the identity `key` in place of its own, if nothing
    /// in its subtree is bound to the old identity (see above); returns the
    /// renewed nodes, parents before children, for ``finishRenewal(_:)``
    /// once the child was updated to `content`. Nil when the child is
    /// left alone (to be replaced by a new one as usual).
    func renewOnlyChild(as key: ChildKey, showing content: any View) -> [ViewNode]? {
        guard children.count == 1, let child = children.first, child.key != key,
            type(of: child.view) == type(of: content),
            // Nothing animates: a change that animates runs the old
            // identity's removal and the new one's insertion transitions.
            UIViewAnimationBlock.current == nil, graph.animatorIfMade == nil,
            child.subtreeCarriesNothingPerIdentity()
        else { return nil }
        return child.renew(as: key)
    }

    /// Evaluates the renewed nodes the update did not reach (parents
    /// first), and schedules the appear actions of those still in the
    /// tree, children before parents, as new nodes schedule theirs.
    func finishRenewal(_ renewed: [ViewNode]) {
        for node in renewed where node.isInvalidated { node.reevaluate() }
        guard renewed.contains(where: { !$0.isDismantled && !$0.appearActions.isEmpty }) else { return }
        let renewedNodes = Set(renewed.map(ObjectIdentifier.init))
        func scheduleAppearActions(of node: ViewNode) {
            for child in node.children where renewedNodes.contains(ObjectIdentifier(child)) {
                scheduleAppearActions(of: child)
            }
            for action in node.appearActions { graph.deferAction(action) }
        }
        if let root = renewed.first, !root.isDismantled { scheduleAppearActions(of: root) }
    }

    /// Whether nothing in the subtree is bound to its identity (see above).
    func subtreeCarriesNothingPerIdentity() -> Bool {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            guard node.carriesNothingPerIdentity else { return false }
            stack.append(contentsOf: node.children)
        }
        return true
    }

    /// Whether the node itself holds nothing bound to its identity.
    var carriesNothingPerIdentity: Bool {
        guard slots.isEmpty, appearActions.isEmpty, disappearActions.isEmpty, lifetimeObjects.isEmpty,
            animatableDataInterpolation == nil, primitiveStorage(ifKept: AnyObject.self) == nil
        else { return false }
        switch role {
        case .group: break
        case .layout(let driver): guard driver.carriesNothingPerIdentity else { return false }
        case .leaf(let leaf): guard leaf.carriesNothingPerIdentity else { return false }
        }
        guard let effectView else { return true }
        // A plain container holds the views inside and nothing else; an
        // effect's view takes its effect from each update; a button's
        // control, when no touch is on it, only its action (each update's).
        if plainContainer != nil { return true }
        if let control = effectView as? ButtonControl { return !control.isTracking && !control.isHighlighted }
        return type(of: effectView) == EffectView.self
    }

    /// Takes `key` as the node's identity and marks every node of the
    /// subtree for evaluation; returns them, parents before children.
    private func renew(as key: ChildKey) -> [ViewNode] {
        var renewed: [ViewNode] = [self]
        var index = 0
        while index < renewed.count {
            let node = renewed[index]
            node.markRenewed(as: node === self ? key : nil)
            renewed.append(contentsOf: node.children)
            index += 1
        }
        return renewed
    }
}
