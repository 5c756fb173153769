/// Content made of several views takes a modifier view by view, as in
/// SwiftUI: `Group { a; b }.padding()` pads `a` and `b`, and a `ForEach`'s
/// modifier applies to every row.
@MainActor
protocol ModifierDistributable {
    /// The content's views, each with `modifier` applied, keyed by their identity.
    func distribute<M: ViewModifier>(_ modifier: M, in updater: NodeUpdater) -> [(ChildKey, any View)]
}

@MainActor
enum ModifierDistribution {
    /// `view` with `modifier` applied: distributed again if it is itself several views.
    static func apply<M: ViewModifier>(_ modifier: M, to view: any View, key: ChildKey, in updater: NodeUpdater) -> [(
        ChildKey, any View
    )] {
        if let several = view as? any ModifierDistributable {
            return several.distribute(modifier, in: updater).map { (ChildKey.nested(key, $0.0), $0.1) }
        }
        if ViewListShape.isList(type(of: view)) {
            if let wrapper = view as? any ViewListWrapper { return wrapper.distribute(modifier, key: key, in: updater) }
            if ViewListShape.isCustomList(type(of: view)) {
                // A custom view's body is found by its own node, which keeps its state.
                return [(key, distributedBody(view, modifier))]
            }
        }
        return [(key, modified(view, modifier))]
    }

    private static func distributedBody<V: View, M: ViewModifier>(_ view: V, _ modifier: M) -> any View {
        DistributedBody(content: view, modifier: modifier)
    }

    /// `view` with `modifier` applied, as one view (a value of a type known only at run time, opened).
    static func modified<V: View, M: ViewModifier>(_ view: V, _ modifier: M) -> any View {
        ModifiedContent(content: view, modifier: modifier)
    }
}

extension TupleView: ModifierDistributable {
    func distribute<M: ViewModifier>(_ modifier: M, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        elements.enumerated().flatMap {
            ModifierDistribution.apply(modifier, to: $0.element, key: .index($0.offset), in: updater)
        }
    }
}

extension Group: ModifierDistributable {
    func distribute<M: ViewModifier>(_ modifier: M, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        ModifierDistribution.apply(modifier, to: content, key: .single, in: updater)
    }
}

extension ForEach: ModifierDistributable where Content: View {
    func distribute<M: ViewModifier>(_ modifier: M, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        // Rows are made while the node reads, as ForEach makes them.
        let keyed = keyedElements(reportingTo: updater)
        return updater.tracking {
            keyed.map { ($0.0, ModifiedContent(content: content($0.1), modifier: modifier) as any View) }
        }
    }
}

/// A view that is a list when what it wraps is one (a modified list, a
/// conditional or optional list): a modifier on it goes to the list inside.
@MainActor
protocol ViewListWrapper {
    /// The wrapped list's views, each with `modifier` applied (after the wrapper's own), keyed under `key`.
    func distribute<M: ViewModifier>(_ modifier: M, key: ChildKey, in updater: NodeUpdater) -> [(ChildKey, any View)]
}

extension ModifiedContent: ViewListWrapper where Content: View, Modifier: ViewModifier {
    /// `list.padding().background(…)`: each view of the list gets the padding, then the background.
    func distribute<M: ViewModifier>(_ outer: M, key: ChildKey, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        ModifierDistribution.apply(
            ModifiedContent<Modifier, M>(content: modifier, modifier: outer), to: content, key: key, in: updater)
    }
}

extension _ConditionalContent: ViewListWrapper {
    func distribute<M: ViewModifier>(_ modifier: M, key: ChildKey, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        let branch: (ChildKey, any View)
        switch storage {
        case .trueContent(let view): branch = (.trueBranch, view)
        case .falseContent(let view): branch = (.falseBranch, view)
        }
        return ModifierDistribution.apply(
            modifier, to: branch.1, key: .nested(key, branch.0), in: updater)
    }
}

extension Optional: ViewListWrapper where Wrapped: View {
    func distribute<M: ViewModifier>(_ modifier: M, key: ChildKey, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        guard let view = self else { return [] }
        return ModifierDistribution.apply(modifier, to: view, key: key, in: updater)
    }
}
