import Foundation

/// What `matchedGeometryEffect` marks a view with.
struct MatchedGeometry {
    /// The identity views share to be linked: an id within a namespace.
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    let key: Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

/// Marks the view it modifies for ``GraphAnimator``'s matched moves: when a
/// change that animates removes one view of a key and inserts another,
/// the inserted one moves from the removed one's frame to its own, and the
/// removed one toward it, while their transitions run.
struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let geometry: MatchedGeometry

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        let key = ObjectIdentifier(MatchedGeometryModifier.self)
        let previous = updater.layoutValue(for: key) as? MatchedGeometry
        updater.setLayoutValue(geometry, for: key)
        // A view that now follows another source moves there in the layout after the pass.
        if let previous, previous.key != geometry.key || previous.isSource != geometry.isSource {
            updater.graph.layoutDidChange()
        }
        updater.graph.mayHaveMatchedGeometry = true
        updater.reconcile(single: content)
    }
}

extension ViewNode {
    /// The matched geometry this node itself marks (not read through other modifiers).
    var matchedGeometry: MatchedGeometry? {
        layoutValues[ObjectIdentifier(MatchedGeometryModifier.self)] as? MatchedGeometry
    }
}

extension View {
    /// Links this view's geometry with other views' of the same `id` in
    /// `namespace`: when a change that animates removes one such view and
    /// inserts another, the inserted view moves (and resizes, per
    /// `properties`, about `anchor`) from the removed view's frame to its
    /// own, and the removed one toward the inserted one's, in window space,
    /// while their transitions (a fade by default) run. Only the geometry is
    /// linked: how each view draws during the change is its transition's.
    ///
    /// A view with `isSource` false shown at the same time as a source of
    /// the same `id` is shown at the source's frame, and moves (in the
    /// change's animation) to a new source when `id` changes. Tandem scales
    /// such a view to the source's size rather than laying it out again
    /// (see docs/Compatibility.md).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            MatchedGeometryModifier(
                geometry: MatchedGeometry(
                    key: MatchedGeometry.Key(namespace: namespace, id: AnyHashable(id)), properties: properties,
                    anchor: anchor, isSource: isSource)))
    }
}
