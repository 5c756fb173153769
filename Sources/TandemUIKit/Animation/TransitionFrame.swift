import Foundation
import TandemGraphics

/// What a layer in a ``CATransition`` shows on one frame: its old
/// appearance and its new one, placed by the transition's progress. Worked
/// out by the animation engine before the render phase; drawn by the
/// renderer in the layer's place.
struct TransitionFrame: Equatable {
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    /// 0: all old appearance; 1: all new.
    let progress: Double
    /// The old appearance's picture (shared by every frame of the transition).
    let old: LayerSnapshotBox

    /// The direction the new appearance comes from, as a unit step: from
    /// the left it starts one width to the left (-1, 0).
    var entrySide: (x: CGFloat, y: CGFloat) {
        switch subtype {
        case .fromRight?: (1, 0)
        case .fromTop?: (0, -1)
        case .fromBottom?: (0, 1)
        default: (-1, 0)
        }
    }

    /// The offsets of the old and the new appearance from the layer's place,
    /// for a layer of `size`: a push moves both, a move-in the new one over
    /// the old, a reveal the old one off the new.
    func offsets(for size: CGSize) -> (old: CGPoint, new: CGPoint) {
        let side = entrySide, p = CGFloat(progress)
        let incoming = CGPoint(x: side.x * size.width * (1 - p), y: side.y * size.height * (1 - p))
        let outgoing = CGPoint(x: -side.x * size.width * p, y: -side.y * size.height * p)
        switch type {
        case .push: return (outgoing, incoming)
        case .moveIn: return (.zero, incoming)
        case .reveal: return (outgoing, .zero)
        default: return (.zero, .zero)
        }
    }
}

/// A layer snapshot shared by reference (frames compare it by identity).
@MainActor
final class LayerSnapshotBox: Equatable {
    let snapshot: LayerSnapshot

    init(_ snapshot: LayerSnapshot) { self.snapshot = snapshot }

    nonisolated static func == (a: LayerSnapshotBox, b: LayerSnapshotBox) -> Bool { a === b }
}
