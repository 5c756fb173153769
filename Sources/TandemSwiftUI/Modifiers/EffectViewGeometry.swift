import Foundation
import TandemGraphics

/// What an ``EffectView`` with a clip shape or a transform keeps of them
/// (see its `maskShape`, `anchoredTransform` and `sizedTransform`).
///
/// Held out of line: inline, these made every effect view about a hundred
/// bytes larger, and most (a list row's container, an opacity) have none.
@MainActor
final class EffectViewGeometry {
    /// The shape the content is clipped to, for the view's bounds.
    var maskShape: ((CGRect) -> Path)?
    /// The effect's transform and the unit point it turns about.
    var anchoredTransform: (transform: CGAffineTransform, anchor: UnitPoint)?
    /// A geometry effect's transform for a size.
    var sizedTransform: ((CGSize) -> CGAffineTransform)?
}
