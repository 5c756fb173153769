/// Content made of several views takes a modifier view by view, as in
/// SwiftUI: `Group { a; b }.padding()` pads `a` and `b`, and a `ForEach`'s
/// modifier applies to every row.
@MainActor
protocol ModifierDistributable {
    /// The content's views, each with `modifier` applied, keyed by their identity.
    func distribute<M: ViewModifier>(_ modifier: M, in node: ViewNode) -> [(ChildKey, any View)]
}

@MainActor
enum ModifierDistribution {
    /// `view` with `modifier` applied: distributed again if it is itself several views.
    static func apply<M: ViewModifier>(_ modifier: M, to view: any View, key: ChildKey, in node: ViewNode) -> [(ChildKey, any View)] {
        if let several = view as? any ModifierDistributable {
            return several.distribute(modifier, in: node).map { (ChildKey.explicit(AnyHashable([AnyHashable(key), AnyHashable($0.0)])), $0.1) }
        }
        return [(key, modified(view, modifier))]
    }

    private static func modified<V: View, M: ViewModifier>(_ view: V, _ modifier: M) -> any View {
        ModifiedContent(content: view, modifier: modifier)
    }
}

extension TupleView: ModifierDistributable {
    func distribute<M: ViewModifier>(_ modifier: M, in node: ViewNode) -> [(ChildKey, any View)] {
        elements.enumerated().flatMap { ModifierDistribution.apply(modifier, to: $0.element, key: .index($0.offset), in: node) }
    }
}

extension Group: ModifierDistributable {
    func distribute<M: ViewModifier>(_ modifier: M, in node: ViewNode) -> [(ChildKey, any View)] {
        ModifierDistribution.apply(modifier, to: content, key: .single, in: node)
    }
}

extension ForEach: ModifierDistributable where Content: View {
    func distribute<M: ViewModifier>(_ modifier: M, in node: ViewNode) -> [(ChildKey, any View)] {
        // Rows are made while the node reads, as ForEach makes them.
        let keyed = keyedElements(reportingTo: node)
        return node.graph.track(node) {
            keyed.map { ($0.0, ModifiedContent(content: content($0.1), modifier: modifier) as any View) }
        }
    }
}
