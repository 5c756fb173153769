import Foundation

/// Whether a placed subtree can be moved by translation: placed elsewhere
/// at the same size, every frame in it moves by as much and nothing else
/// changes (see `ViewNode.placesByTranslation`). Found once per subtree
/// and cached in its root's ``NodeLayoutState``.
struct TranslationFacts: Equatable {
    /// False when a node inside reads where it is (a geometry reader, a
    /// lazy stack, a custom layout): the subtree is placed again.
    var translates: Bool
    /// The safe-area regions a node inside extends its content into
    /// (`ignoresSafeArea`): such a node grows where it reaches the safe
    /// area's edge, so the subtree translates only while the host has no
    /// insets in these regions (the answer to that is not cached: insets
    /// change without the subtree changing).
    var insetRegions: SafeAreaRegions

    /// A subtree that always moves by translation.
    static let always = TranslationFacts(translates: true, insetRegions: [])

    /// The facts of a subtree whose root has these facts and `child`'s.
    func combined(with child: TranslationFacts) -> TranslationFacts {
        TranslationFacts(
            translates: translates && child.translates, insetRegions: insetRegions.union(child.insetRegions))
    }
}
