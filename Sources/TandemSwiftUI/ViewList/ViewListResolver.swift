/// Finds the bodies of the custom views in a container's view list while
/// the container enumerates its content, keeping a node for each (its
/// state) under the node of the view it was found in: the container's own
/// node, or the node of the custom view whose body holds it.
///
/// One resolver serves one enumeration: ``body(of:key:owner:)`` for each
/// custom view met, in order, then ``finish()``, which makes each owner's
/// children the nodes asked for and dismantles the others (a custom view
/// no longer in the content loses its state, as in SwiftUI).
@MainActor
final class ViewListResolver {
    /// The container's node: the first owner, whose environment every custom view gets.
    let container: ViewNode
    private var visits: [ObjectIdentifier: Visit] = [:]
    /// The owners in the order they were first met.
    private var owners: [ViewNode] = []

    private struct Visit {
        /// The children asked for so far, in order.
        var next: [ViewNode] = []
        /// The owner's children by key, made when a child is not where the last enumeration had it.
        var byKey: [ChildKey: ViewNode]?
        /// The children in ``next`` (two views with one key get two nodes).
        var taken: Set<ObjectIdentifier> = []
    }

    init(container: ViewNode) {
        self.container = container
        begin(container)
    }

    /// Marks `owner` as enumerated: its children are what it asks for from here on.
    private func begin(_ owner: ViewNode) {
        let id = ObjectIdentifier(owner)
        guard visits[id] == nil else { return }
        visits[id] = Visit()
        owners.append(owner)
    }

    /// The body of `view`, a custom view whose body is a list, found in the
    /// content of `owner` at `key`: its node is updated (its body runs when
    /// the view or what it read changed) or made. Returns the node, the
    /// owner of the custom views its body holds, and the body.
    func body(of view: any View, key: ChildKey, owner: ViewNode) -> (node: ViewNode, body: any View) {
        func wrap<V: View>(_ view: V) -> any View { ViewListBody(content: view) }
        let wrapped = _openExistential(view, do: wrap)
        // The owner's visit is changed in place (a copy taken out and written
        // back would copy its lists on every custom view: quadratic in a
        // `ForEach` of them).
        let id = ObjectIdentifier(owner)
        if visits[id] == nil { begin(owner) }
        let position = visits[id]!.next.count
        var found: ViewNode?
        let children = owner.children
        if position < children.count, children[position].key == key {
            found = children[position]
        } else {
            if visits[id]!.byKey == nil {
                var byKey: [ChildKey: ViewNode] = [:]
                for child in children { byKey[child.key] = child }
                visits[id]!.byKey = byKey
            }
            found = visits[id]!.byKey?[key]
        }
        let node: ViewNode
        if let found, type(of: found.view) == type(of: wrapped), !visits[id]!.taken.contains(ObjectIdentifier(found)) {
            node = found
            node.update(to: wrapped, environment: container.environment)
        } else {
            node = ViewNode(graph: owner.graph, parent: owner, key: key, view: wrapped, environment: container.environment)
            node.evaluateAsNew()
        }
        visits[id]!.next.append(node)
        visits[id]!.taken.insert(ObjectIdentifier(node))
        begin(node)
        let body = (node.modifierStorage as? ViewListBodyStorage)?.body ?? EmptyView()
        return (node, body)
    }

    /// Gives each owner the children asked for; the others are dismantled.
    func finish() {
        for owner in owners {
            owner.replaceChildren(with: visits[ObjectIdentifier(owner)]?.next ?? [])
        }
    }
}
