/// How a node evaluates values of its view's type: a primitive updates the
/// node itself, a representable makes or updates its UIKit view, a
/// composite runs `body`.
///
/// Found once per view type (``evaluator(for:)``) and kept by the node,
/// whose view's type never changes (a value of another type is another
/// node): a dynamic cast from `any View` to a protocol costs a conformance
/// lookup, and `evaluate()` would make up to three per evaluation.
@MainActor
class NodeEvaluator {
    /// Whether the graph evaluates the view itself rather than through its body.
    var isPrimitive: Bool { true }
    /// Whether the view stands for a custom modifier's content (its body's placeholder).
    private(set) var isContentPlaceholder = false
    /// Whether the view's node is always one subview in layout (``SingleLayoutItem``).
    private(set) var isSingleLayoutItem = false
    /// Whether the view's node passes its invalidations on to the container
    /// that enumerates it (``ViewListBody``).
    private(set) var forwardsInvalidation = false
    /// Whether the view shows one other view with its traits (a modifier):
    /// a container reads the traits of the view inside (``TraitTransparent``).
    private(set) var isTraitTransparent = false
    /// Whether the view is a `Spacer` (stacks give spacers what the other views leave).
    private(set) var isSpacer = false

    /// How two values of the type compare, found at the first comparison.
    private var viewComparison: ViewEquality.Comparison?

    /// Whether `new` is the same view as `old`, a value of the type this
    /// evaluator was made for (``ViewEquality/equal(_:_:)``). A node asks
    /// at every update; its evaluator is at hand, and keeping the type's
    /// comparison here spares a look-up in the type table each time.
    func isSameView(_ old: any View, _ new: any View) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if let viewComparison { return ViewEquality.equal(old, new, by: viewComparison) }
        let comparison = ViewEquality.comparison(forType: type(of: old))
        viewComparison = comparison
        return ViewEquality.equal(old, new, by: comparison)
    }

    /// Evaluates `view`, a value of the type this evaluator was made for.
    func evaluate(_ view: any View, in node: ViewNode) {
        fatalError("subclasses evaluate")
    }

    /// The evaluator for values of `type`, made the first time.
    ///
    /// Evaluators live as long as the process: one per view type, kept in its ``TypeInfo``.
    static func evaluator(for type: any View.Type) -> NodeEvaluator {
        // By the type, not a value: a value passed as `any View` is copied
        // into a box of its own, and a row's nested value is large.
        let info = TypeInfo.of(type)
        if let known = info.evaluator { return known }
        let made: NodeEvaluator
        if let primitive = type as? any (PrimitiveView & View).Type {
            func make<V: PrimitiveView & View>(_: V.Type) -> NodeEvaluator { PrimitiveEvaluator<V>() }
            made = _openExistential(primitive, do: make)
        } else if let representable = type as? any UIViewRepresentable.Type {
            func make<V: UIViewRepresentable>(_: V.Type) -> NodeEvaluator { ViewRepresentableEvaluator<V>() }
            made = _openExistential(representable, do: make)
        } else if let representable = type as? any UIViewControllerRepresentable.Type {
            func make<V: UIViewControllerRepresentable>(_: V.Type) -> NodeEvaluator {
                ControllerRepresentableEvaluator<V>()
            }
            made = _openExistential(representable, do: make)
        } else if let animatable = type as? any (View & Animatable).Type, animatable.hasAnimatableData,
            !(type is any Shape.Type)
        {
            // (A shape's data is interpolated where it is drawn, by `_ShapeView`.)
            func make<V: View & Animatable>(_: V.Type) -> NodeEvaluator { AnimatableCompositeEvaluator<V>() }
            made = _openExistential(animatable, do: make)
        } else {
            func make<V: View>(_: V.Type) -> NodeEvaluator { CompositeEvaluator<V>() }
            made = _openExistential(type, do: make)
        }
        made.isContentPlaceholder = type is any ModifierContentPlaceholder.Type
        made.forwardsInvalidation = type is any ViewListBodyMarker.Type
        made.isTraitTransparent = type is any TraitTransparent.Type
        made.isSpacer = type == Spacer.self
        made.isSingleLayoutItem = (type as? any SingleLayoutItem.Type)?.isSingleLayoutItem ?? false
        info.evaluator = made
        return made
    }

    /// `view` as `V`, which it is (the node checked its type): opened, not
    /// cast (a dynamic cast from an existential costs more).
    fileprivate static func value<V: View>(_ view: any View, as _: V.Type) -> V {
        func project<W: View>(_ value: W) -> V { unsafeBitCast(value, to: V.self) }
        // Checked, not assumed (one pointer compare): evaluators are cached by type.
        precondition(type(of: view) == V.self, "an evaluator is used for its own type")
        return _openExistential(view, do: project)
    }
}

private final class PrimitiveEvaluator<V: PrimitiveView & View>: NodeEvaluator {
    override func evaluate(_ view: any View, in node: ViewNode) {
        let updater = NodeUpdater(beginning: node)
        NodeEvaluator.value(view, as: V.self).updateNode(updater)
        updater.finish()
    }
}

private final class ViewRepresentableEvaluator<V: UIViewRepresentable>: NodeEvaluator {
    override func evaluate(_ view: any View, in node: ViewNode) {
        let updater = NodeUpdater(beginning: node)
        NodeEvaluator.value(view, as: V.self).updateNode(updater)
        updater.finish()
    }
}

private final class ControllerRepresentableEvaluator<V: UIViewControllerRepresentable>: NodeEvaluator {
    override func evaluate(_ view: any View, in node: ViewNode) {
        let updater = NodeUpdater(beginning: node)
        NodeEvaluator.value(view, as: V.self).updateNode(updater)
        updater.finish()
    }
}

private final class CompositeEvaluator<V: View>: NodeEvaluator {
    override var isPrimitive: Bool { false }
    /// Where `V`'s dynamic properties sit, kept here: a look-up in the type
    /// table before every body otherwise.
    private lazy var properties = DynamicPropertyLayout.layout(of: V.self)

    override func evaluate(_ view: any View, in node: ViewNode) {
        node.evaluateComposite(NodeEvaluator.value(view, as: V.self), properties: properties)
    }
}

/// A custom view whose animatable data SwiftUI interpolates: its body at
/// each step of an animated change of the data.
private final class AnimatableCompositeEvaluator<V: View & Animatable>: NodeEvaluator {
    override var isPrimitive: Bool { false }

    private lazy var properties = DynamicPropertyLayout.layout(of: V.self)

    override func evaluate(_ view: any View, in node: ViewNode) {
        let (shown, isInterpolating) = node.interpolated(NodeEvaluator.value(view, as: V.self))
        node.evaluateComposite(shown, isInterpolating: isInterpolating, properties: properties)
    }
}
