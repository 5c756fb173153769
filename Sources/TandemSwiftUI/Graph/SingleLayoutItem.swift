/// A view whose node is one subview in layout: a leaf, a stack, a view
/// under a ``SingleItemModifier``. A modifier that needs its content as one
/// subview (`background`, `overlay`) holds such a view directly, without a
/// ``SingleItem`` node around it.
protocol SingleLayoutItem {
    /// Whether a value of this type has a node that is one subview (a
    /// layout modifier on a group is given to each of its views, which are
    /// then several). A fact of the type: ``NodeEvaluator`` keeps it, on
    /// the main actor, where the view types' facts are found.
    @MainActor static var isSingleLayoutItem: Bool { get }
}

extension SingleLayoutItem {
    /// Leaves and stacks always are.
    static var isSingleLayoutItem: Bool { true }
}

extension HStack: SingleLayoutItem {}
extension VStack: SingleLayoutItem {}
extension ZStack: SingleLayoutItem {}

extension ModifiedContent: SingleLayoutItem where Modifier: SingleItemModifier {
    /// One subview unless the content is a group the modifier is handed out to.
    @MainActor static var isSingleLayoutItem: Bool {
        if Content.self is any ModifierDistributable.Type { return false }
        guard let content = Content.self as? any View.Type else { return true }
        return !ViewListShape.needsDistribution(content)
    }
}

/// A modifier whose node always has a layout of its own over its content
/// (a ``LayoutModifier``, `ignoresSafeArea`, `background` and `overlay`):
/// the modified view is one subview unless the modifier is handed out to
/// the views of a group. So a `background` of a color, which ignores the
/// safe area, needs no ``SingleItem`` node around it.
protocol SingleItemModifier: PrimitiveModifier {}
