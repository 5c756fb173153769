public import Foundation

/// How a view is inserted and removed when the change that inserts or
/// removes it animates: it goes from the transition's active state to
/// itself (insertion), or from itself to the active state (removal), and a
/// removed view stays on screen until its transition ends.
///
/// Tandem applies a transition to the UIKit views the inserted or removed
/// view puts in its container: opacity as their alpha, scales and moves as
/// their transforms (about the views' common frame). A view without
/// `.transition(_:)` fades (`opacity`), as in SwiftUI.
public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case move(Edge)
        case offset(CGSize)
        case push(Edge)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case animated(Kind, Animation?)
        /// `.modifier(active:identity:)`: the modifier is not interpreted
        /// (docs/Compatibility.md), the view is inserted and removed at once.
        case modifier
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(.opacity)
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition(.asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    /// Scales from nothing to full size, about the center.
    public static let scale = AnyTransition(.scale(0, .center))
    /// No change: the view appears and goes at once.
    public static let identity = AnyTransition(.identity)

    /// Moves in from `edge` and out to it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor))
    }
    /// Moves by `offset` (from it on insertion, to it on removal).
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
    /// Moves by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(.offset(CGSize(width: x, height: y)))
    }
    /// Comes in from `edge` fading in, and goes out to the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }
    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// A transition from `active` to `identity`. Tandem does not interpret
    /// the modifiers: the view is inserted and removed at once (see docs/Compatibility.md).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(.modifier) }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(.combined(kind, other.kind)) }
    /// This transition run with `animation` instead of the change's.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(.animated(kind, animation)) }
}
