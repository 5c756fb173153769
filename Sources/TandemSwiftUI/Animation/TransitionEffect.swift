import Foundation
import TandemGraphics
import TandemUIKit

/// What a transition does to the UIKit views of an inserted or removed
/// view in its active state: an opacity and an affine map of the
/// container's coordinates, worked out for the views' common frame.
struct TransitionEffect {
    /// Whether the view is being inserted (false: removed).
    enum Side {
        case insertion, removal
    }

    /// The alpha factor in the active state (1: unchanged).
    var opacity: CGFloat = 1
    /// The map of the container's coordinates in the active state.
    var transform: CGAffineTransform = .identity
    /// Whether the transition changes nothing (the view appears or goes at once).
    var isIdentity = true
    /// The animation the transition asked for (`.animation(_:)`), if any: nil when it did not ask.
    var animation: Animation??

    /// The active state of `kind` on `side`, for views whose common frame is `frame`.
    init(_ kind: AnyTransition.Kind, side: Side, frame: CGRect) {
        apply(kind, side: side, frame: frame)
    }

    private mutating func apply(_ kind: AnyTransition.Kind, side: Side, frame: CGRect) {
        switch kind {
        case .identity, .modifier:
            break
        case .opacity:
            opacity = 0
            isIdentity = false
        case .scale(let scale, let anchor):
            let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            // A scale of exactly 0 cannot be inverted: Core Animation's
            // interpolation of a transform needs it to decompose.
            let factor = scale.isFinite ? max(scale, 0.0001) : 1
            transform = transform.concatenating(
                CGAffineTransform(translationX: -point.x, y: -point.y)
                    .concatenating(CGAffineTransform(scaleX: factor, y: factor))
                    .concatenating(CGAffineTransform(translationX: point.x, y: point.y)))
            isIdentity = false
        case .move(let edge):
            transform = transform.concatenating(Self.translation(toward: edge, frame: frame))
            isIdentity = false
        case .offset(let offset):
            transform = transform.concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
            isIdentity = false
        case .push(let edge):
            // In from `edge`; out toward the opposite one. Both fade.
            let towards = side == .insertion ? edge : edge.opposite
            transform = transform.concatenating(Self.translation(toward: towards, frame: frame))
            opacity = 0
            isIdentity = false
        case .asymmetric(let insertion, let removal):
            apply(side == .insertion ? insertion : removal, side: side, frame: frame)
        case .combined(let first, let second):
            apply(first, side: side, frame: frame)
            apply(second, side: side, frame: frame)
        case .animated(let inner, let animation):
            self.animation = .some(animation)
            apply(inner, side: side, frame: frame)
        }
    }

    /// A move by the frame's own size toward `edge`.
    private static func translation(toward edge: Edge, frame: CGRect) -> CGAffineTransform {
        switch edge {
        case .top: return CGAffineTransform(translationX: 0, y: -frame.height)
        case .bottom: return CGAffineTransform(translationX: 0, y: frame.height)
        case .leading: return CGAffineTransform(translationX: -frame.width, y: 0)
        case .trailing: return CGAffineTransform(translationX: frame.width, y: 0)
        }
    }

    /// The transform `view` shows in the active state, its own transform
    /// `own` (about its center) followed by the container map.
    @MainActor func transform(for view: UIView, own: CGAffineTransform) -> CGAffineTransform {
        guard transform != .identity else { return own }
        // A view's transform applies about its center: the container map,
        // seen from the center, is translated there and back.
        let center = view.center
        let aboutCenter = CGAffineTransform(translationX: center.x, y: center.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: -center.x, y: -center.y))
        return own.concatenating(aboutCenter)
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
