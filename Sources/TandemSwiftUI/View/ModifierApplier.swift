import Foundation

/// How values of one `ModifiedContent` type apply their modifier: a
/// primitive modifier spread over several views, a primitive modifier, a
/// chain of modifiers, or a custom modifier's body.
///
/// Found once per type (``applier(for:modifier:content:)``): telling them
/// apart takes dynamic casts to protocols, each a conformance lookup, and
/// every modifier node made or updated asked up to three. The base class
/// asks them for each value: an optional content is a group to spread
/// over while it holds one (a cast looks inside an optional), so for it
/// the answer depends on the value.
@MainActor
class ModifierApplier {
    /// Applies `modifier` to `content` in `node`; `Modifier` and `Content`
    /// are the types this applier was found for.
    func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        if modifier is any PrimitiveModifier, let several = content as? any ModifierDistributable {
            updater.setGroup()
            updater.reconcile(several.distribute(modifier, in: updater))
        } else if modifier is any PrimitiveModifier, ViewListShape.needsDistribution(Content.self) {
            updater.setGroup()
            updater.reconcile(ModifierDistribution.apply(modifier, to: content, key: .single, in: updater))
        } else if let primitive = modifier as? any PrimitiveModifier {
            primitive.updateNode(updater, content: content)
        } else if let chain = modifier as? any ModifierChain {
            chain.update(content, in: updater)
        } else if let environmental = modifier as? any EnvironmentalModifier {
            environmental.applyResolved(to: content, in: updater)
        } else {
            updater.applyCustomModifier(modifier, content: content)
        }
    }

    /// The applier for `ModifiedContent` values of type `type`, made the
    /// first time from one value's modifier and content.
    static func applier<Content: View, Modifier: ViewModifier>(
        for type: Any.Type, modifier: Modifier, content: Content
    ) -> ModifierApplier {
        let info = TypeInfo.of(type)
        if let known = info.modifierApplier { return known }
        let made: ModifierApplier
        if content is any OptionalType {
            made = ModifierApplier()
        } else if let primitive = modifier as? any PrimitiveModifier {
            if let several = content as? any ModifierDistributable {
                func make<D: ModifierDistributable>(_: D) -> ModifierApplier { DistributingApplier<D>() }
                made = _openExistential(several, do: make)
            } else if ViewListShape.needsDistribution(Content.self) {
                made = CustomListApplier.applies(to: Content.self) ? CustomListApplier() : ListApplier()
            } else {
                func make<M: PrimitiveModifier>(_: M) -> ModifierApplier { PrimitiveApplier<M>() }
                made = _openExistential(primitive, do: make)
            }
        } else if let chain = modifier as? any ModifierChain {
            func make<C: ModifierChain>(_: C) -> ModifierApplier { ChainApplier<C>() }
            made = _openExistential(chain, do: make)
        } else if let environmental = modifier as? any EnvironmentalModifier {
            made = ModifierApplier.environmental(for: environmental)
        } else if let effect = modifier as? any GeometryEffect {
            func make<G: GeometryEffect>(_: G) -> ModifierApplier { GeometryEffectApplier<G>() }
            made = _openExistential(effect, do: make)
        } else if let animatable = modifier as? any Animatable, animatable.hasAnimatableData {
            func make<A: Animatable & ViewModifier>(_: A) -> ModifierApplier { AnimatableCustomApplier<A>() }
            made = _openExistential(animatable as! any (Animatable & ViewModifier), do: make)
        } else {
            made = CustomApplier()
        }
        info.modifierApplier = made
        return made
    }
}

/// A custom modifier: its body, whose placeholder stands for the content.
private final class CustomApplier: ModifierApplier {
    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        updater.applyCustomModifier(modifier, content: content)
    }
}

/// A custom modifier whose animatable data SwiftUI interpolates
/// (`AnimatableModifier`, or any `Animatable` modifier): its body at each
/// step of an animated change of the data.
private final class AnimatableCustomApplier<Animated: Animatable & ViewModifier>: ModifierApplier {
    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        precondition(Modifier.self == Animated.self, "an applier is used for its own modifier type")
        let (shown, isInterpolating) = updater.interpolated(unsafeBitCast(modifier, to: Animated.self))
        updater.applyCustomModifier(shown, content: content, isInterpolating: isInterpolating)
    }
}

/// A geometry effect: an effect view around the content whose transform
/// is the effect's for the view's size, at each step of an animated change
/// of its data.
private final class GeometryEffectApplier<Effect: GeometryEffect>: ModifierApplier {
    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        precondition(Modifier.self == Effect.self, "an applier is used for its own modifier type")
        let (shown, isInterpolating) = updater.interpolatedPrimitive(unsafeBitCast(modifier, to: Effect.self))
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        updater.withoutAnimatingSteps(isInterpolating) {
            view.sizedTransform = { size in shown.effectValue(size: size).affine }
        }
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}

/// Several views take the modifier one by one.
private final class DistributingApplier<Several: ModifierDistributable>: ModifierApplier {
    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        // Checked, not assumed: the applier is cached by type (one pointer compare).
        precondition(Content.self == Several.self, "an applier is used for its own content type")
        updater.setGroup()
        updater.reconcile(unsafeBitCast(content, to: Several.self).distribute(modifier, in: updater))
    }
}

/// A list that is not a tuple, group or `ForEach` takes the modifier view
/// by view: a custom view whose body is several views (its body found by
/// a node of its own, ``DistributedBody``), a modified, conditional or
/// optional list (``ViewListWrapper``).
private final class ListApplier: ModifierApplier {
    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        updater.setGroup()
        updater.reconcile(ModifierDistribution.apply(modifier, to: content, key: .single, in: updater))
    }
}

/// A custom view whose body may be several views, under any number of
/// modifiers, takes the modifier view by view in this node: the node is
/// the custom view's own (its state, its body's reads), the one
/// ``DistributedBody`` the distribution makes, evaluated in place. Which
/// views such a value becomes follows from its type alone (the modifiers'
/// `ModifiedContent` types down to the custom view), so a child node for
/// the ``DistributedBody`` would only repeat this one, and be paid by
/// every such view built or updated (`TwoCountingLines().padding(10)`).
private final class CustomListApplier: ModifierApplier {
    /// Whether values of `type` distribute a modifier to one custom view, whatever their value.
    static func applies(to type: any View.Type) -> Bool {
        let modified = (type as? any ModifiedViewType.Type)?.modifiedView ?? type
        return ViewListShape.isCustomList(modified) && !(modified is any ViewListWrapper.Type)
            && !(modified is any ModifierDistributable.Type)
    }

    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        let distributed = ModifierDistribution.apply(modifier, to: content, key: .single, in: updater)
        guard distributed.count == 1, distributed[0].0 == .single, let body = distributed[0].1 as? any PrimitiveView
        else {
            preconditionFailure("a modified custom view distributes to its own body alone")
        }
        body.updateNode(updater)
    }
}

/// A modifier the graph applies itself.
private final class PrimitiveApplier<Primitive: PrimitiveModifier>: ModifierApplier {
    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        precondition(Modifier.self == Primitive.self, "an applier is used for its own modifier type")
        unsafeBitCast(modifier, to: Primitive.self).updateNode(updater, content: content)
    }
}

/// `a.concat(b)`: content.modifier(a).modifier(b), in the same node (``ModifierChain``).
private final class ChainApplier<Chain: ModifierChain>: ModifierApplier {
    override func apply<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, to content: Content, in updater: NodeUpdater
    ) {
        precondition(Modifier.self == Chain.self, "an applier is used for its own modifier type")
        unsafeBitCast(modifier, to: Chain.self).update(content, in: updater)
    }
}
