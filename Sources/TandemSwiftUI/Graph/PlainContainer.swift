/// What a node's effect view is when it is a plain container, one with no
/// effect that only holds the views laid out inside so that they move as
/// one (``PlainContainerView``). Such a container gives way to an effect
/// of the node's own (``ViewNode/ensureEffectView(_:)``), and whether the
/// node moves by moving it is its subtree's answer (``ViewNode/translationFacts``).
enum PlainContainer {
    /// A `ForEach` row's (``ViewNode/updateRowContainer()``).
    case row
    /// A layout's whose subviews include a `ForEach`'s rows (``ViewNode/updateListContainer()``).
    case list
}
