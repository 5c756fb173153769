/// Finds the bodies of the custom views in a container's view list while
/// the container enumerates its content, keeping a node for each (its
/// state) under the node of the view it was found in: the container's own
/// node, or the node of the custom view whose body holds it.
///
/// A container that shows its content's views itself (a `List`'s cells)
/// keeps these nodes as its children; one whose children are other views
/// (a tab view's controller, a toolbar's content) keeps them under its
/// ``DetachedViewListScope``.
///
/// One resolver serves one enumeration: ``body(of:key:owner:)`` for each
/// custom view met, in order, then ``finish()``, which makes each owner's
/// children the nodes asked for and dismantles the others (a custom view
/// no longer in the content loses its state, as in SwiftUI).
@MainActor
final class ViewListResolver {
    /// The container's node.
    let container: ViewNode
    /// The scope kept for a container whose children are other views, made
    /// when the first custom view is met (most contents have none).
    private var detachedRoot: ViewNode?
    private let isDetached: Bool
    /// The environment every custom view gets: the container's, or the one it gives its elements.
    private let environment: EnvironmentValues
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

    /// A resolver whose custom views are the container's children.
    init(container updater: NodeUpdater) {
        let container = updater.graphNode
        // The container's children are the custom views' nodes, matched
        // here (``finish()``).
        updater.keepChildren()
        self.container = container
        isDetached = false
        environment = container.environment
        begin(container)
    }

    /// A resolver whose custom views are kept under the container's
    /// detached scope and get `environment` (by default the container's).
    init(detachedIn updater: NodeUpdater, environment: EnvironmentValues? = nil) {
        let container = updater.graphNode
        self.container = container
        isDetached = true
        self.environment = environment ?? container.environment
    }

    /// The first owner: the container, or the scope it keeps custom views in.
    var root: ViewNode {
        guard isDetached else { return container }
        if let detachedRoot { return detachedRoot }
        let made = DetachedViewListScope.of(container).node
        detachedRoot = made
        begin(made)
        return made
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
            node.update(to: wrapped, environment: environment)
        } else {
            node = ViewNode(graph: owner.graph, parent: owner, key: key, view: wrapped, environment: environment)
            node.evaluateAsNew()
        }
        visits[id]!.next.append(node)
        visits[id]!.taken.insert(ObjectIdentifier(node))
        begin(node)
        let body = node.primitiveStorage(ifKept: ViewListBodyStorage.self)?.body ?? EmptyView()
        return (node, body)
    }

    /// Gives each owner the children asked for; the others are dismantled.
    func finish() {
        if isDetached, detachedRoot == nil {
            // No custom view now: those met before go.
            DetachedViewListScope.existing(in: container)?.node.replaceChildren(with: [])
        }
        for owner in owners {
            owner.replaceChildren(with: visits[ObjectIdentifier(owner)]?.next ?? [])
        }
    }
}
