import Foundation
import TandemGraphics

/// The motion of one batch update of a table or a collection view, as UIKit
/// runs it: over ``duration`` with an ease-in-out curve, views that stay or
/// arrive go from where they start to where the update's layout put them,
/// and views that leave go to where they end and are handed back once gone.
/// The animators of each container (`RowAnimator`, `ItemAnimator`) work out
/// the states; this runs them.
@MainActor
struct BatchUpdateMotion {
    /// How long the views take to move, come and go (UIKit's batch updates take about this).
    static let duration: TimeInterval = 0.3

    /// Where a view is and how it looks at one end of the motion.
    struct State: Equatable {
        var frame: CGRect
        var alpha: CGFloat = 1
        var transform: CGAffineTransform = .identity

        /// Puts `view` in this state: the frame as its center and size, so a
        /// transform (a collection layout's scale, say) applies about it.
        @MainActor func apply(to view: UIView) {
            view.transform = .identity
            view.frame = frame
            if transform != .identity { view.transform = transform }
            view.alpha = alpha
        }
    }

    /// Views that go from one state to another (staying, or arriving).
    private var moves: [(view: UIView, from: State, to: State)] = []
    /// Views that leave, with what hands each back once it is gone.
    private var departures: [(view: UIView, to: State, finish: () -> Void)] = []

    /// Whether nothing moves, arrives or leaves.
    var isEmpty: Bool { moves.isEmpty && departures.isEmpty }

    /// Adds a view that goes from `from` to `to` (nothing when they are the same).
    mutating func move(_ view: UIView, from: State, to: State) {
        guard from != to else { return }
        moves.append((view, from, to))
    }

    /// Adds a view that leaves: it goes to `to`, then `finish` hands it back
    /// (its alpha and transform put back first, for reuse).
    mutating func depart(_ view: UIView, to: State, finish: @escaping () -> Void) {
        departures.append((view, to, finish))
    }

    /// Puts the views at their starts, animates them to their ends (with
    /// `alongside` run in the same animation block), then hands the departed
    /// back and runs `completion`.
    func run(alongside: (() -> Void)? = nil, completion: @escaping () -> Void) {
        guard !isEmpty else {
            alongside?()
            completion()
            return
        }
        let (moves, departures) = (self.moves, self.departures)
        UIView.performWithoutAnimation {
            for move in moves { move.from.apply(to: move.view) }
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for move in moves { move.to.apply(to: move.view) }
                for departure in departures { departure.to.apply(to: departure.view) }
                alongside?()
            },
            completion: { _ in
                for departure in departures {
                    departure.view.alpha = 1
                    departure.view.transform = .identity
                    departure.finish()
                }
                completion()
            })
    }
}
