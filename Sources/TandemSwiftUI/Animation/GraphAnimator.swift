import Foundation
import TandemUIKit

/// What a graph animates: the changes of an animated transaction (a pass
/// run by `withAnimation`, a subtree under `.animation(_:value:)` or
/// `.transaction(_:)`) are made to the UIKit views inside a UIKit
/// animation block of the transaction's timing, so Core Animation moves
/// the views' frames, opacities, transforms and colors from what they show
/// to the new values; views inserted and removed run their transitions.
///
/// The changes an update makes come in two parts: the pass (values,
/// leaves' properties, which views exist) and the layout after it (frames).
/// The animator remembers the transaction from the one to the other:
/// ``layoutTransaction`` for the whole layout, ``performSubtree(of:in:_:)``
/// for a subtree, the insertions until they are placed.
@MainActor
final class GraphAnimator {
    private unowned let graph: ViewGraph

    /// The transaction whose animation the changes being made now take
    /// (nil: they take none of their own).
    private(set) var activeTransaction: Transaction?
    /// The transaction the next layout animates in: that of the last pass
    /// that changed layout, when it animated.
    var layoutTransaction: Transaction?
    /// Nodes inserted by animated changes, waiting for their placement to
    /// run their insertion transitions.
    private var insertions: [(node: WeakNode, transaction: Transaction)] = []
    /// Nodes whose next placement animates in a transaction of their own
    /// (a `.animation(_:value:)` whose value changed).
    private var placementTransactions: [ObjectIdentifier: Transaction] = [:]
    /// The matched views removed by the update under way, for the matched
    /// views it inserts to move from.
    private var matchedMoves = MatchedGeometryMoves()
    /// Disappear actions of a removed subtree, held while its removal
    /// transition is set up (they run when it ends); nil otherwise.
    private var heldDisappearActions: [() -> Void]?

    private struct WeakNode {
        weak var node: ViewNode?
    }

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether some subtree's next placement animates.
    var hasPlacementTransactions: Bool { !placementTransactions.isEmpty }

    // MARK: Running changes in a transaction

    /// Runs `changes` in `transaction`: inside a UIKit animation block of its
    /// animation when it has one; when it has none, as the enclosing code
    /// runs (`overriding` false: a pass) or with animations off
    /// (`overriding` true: a subtree that asked for no animation).
    /// `completion` runs when the block's animations have stopped.
    func perform(
        _ transaction: Transaction, overriding: Bool, completion: ((Bool) -> Void)? = nil, _ changes: () -> Void
    ) {
        let outer = activeTransaction
        let outerGraphTransaction = graph.transaction
        defer {
            activeTransaction = outer
            graph.transaction = outerGraphTransaction
        }
        graph.transaction = transaction
        if let animation = transaction.animation {
            activeTransaction = transaction
            animation.perform(joining: transaction.completionGroup, completion: completion, changes)
        } else {
            activeTransaction = nil
            if overriding {
                UIView.withoutEnclosingAnimation(changes)
            } else {
                changes()
            }
            completion?(true)
        }
    }

    /// Runs the update of a subtree whose `.animation(_:value:)` or
    /// `.transaction(_:)` gave it `transaction`, and animates its next
    /// placement the same way.
    func performSubtree(of node: ViewNode, in transaction: Transaction, _ changes: () -> Void) {
        placementTransactions[ObjectIdentifier(node)] = transaction
        perform(transaction, overriding: true, changes)
    }

    /// The transaction `node`'s placement animates in, if a subtree change
    /// asked for one; taken (the placement after it does not animate).
    func takePlacementTransaction(for node: ViewNode) -> Transaction? {
        placementTransactions.removeValue(forKey: ObjectIdentifier(node))
    }

    /// Forgets what an earlier update left for a layout that never came.
    func beginUpdates() {
        if !placementTransactions.isEmpty { placementTransactions = [:] }
        insertions.removeAll { $0.node.node?.isDismantled ?? true }
        matchedMoves.removeAll()
    }

    // MARK: Layout

    /// Runs `layout` in the transaction of the pass that changed it, then
    /// the insertion transitions of the views it placed.
    func performLayout(_ layout: () -> Void) {
        if let transaction = layoutTransaction {
            layoutTransaction = nil
            perform(transaction, overriding: false, layout)
        } else {
            layout()
        }
        if !insertions.isEmpty { runInsertions() }
        if !placementTransactions.isEmpty { placementTransactions = [:] }
        matchedMoves.removeAll()
    }

    // MARK: Insertion and removal

    /// `node` was made by a change that animates: it runs its insertion
    /// transition once placed. (A node made inside a new subtree is part of
    /// that insertion: new subtrees are made with animations off, and are
    /// not noted.)
    func noteInsertion(of node: ViewNode) {
        guard let transaction = activeTransaction else { return }
        insertions.append((WeakNode(node: node), transaction))
    }

    private func runInsertions() {
        let due = insertions
        insertions = []
        for entry in due {
            guard let node = entry.node.node, !node.isDismantled else { continue }
            if !matchedMoves.isEmpty {
                matchedMoves.moveInsertion(of: node) { perform(entry.transaction, overriding: true, $0) }
            }
            let views = node.topLevelPlatformViews.filter { $0.superview != nil }
            guard !views.isEmpty else { continue }
            let frame = views.dropFirst().reduce(views[0].frame) { $0.union($1.frame) }
            let effect = TransitionEffect(node.traitTransition.kind, side: .insertion, frame: frame)
            guard !effect.isIdentity else { continue }
            let transaction = effect.transaction(default: entry.transaction)
            guard transaction.animation != nil else { continue }
            // The views show the active state, and animate to what they are.
            let finals = views.map { ($0.alpha, $0.transform) }
            UIView.withoutEnclosingAnimation {
                for (view, final) in zip(views, finals) {
                    view.alpha = final.0 * effect.opacity
                    view.transform = effect.transform(for: view, own: final.1)
                }
            }
            perform(transaction, overriding: true) {
                for (view, final) in zip(views, finals) {
                    view.alpha = final.0
                    view.transform = final.1
                }
            }
        }
    }

    /// Removes `node`, which a change that animates took away: `dismantle`
    /// ends it, and its UIKit views stay in their container, out of the
    /// graph and of touches, while its removal transition runs; then they
    /// go and its disappear actions run.
    func depart(_ node: ViewNode, dismantle: () -> Void) {
        guard let active = activeTransaction else { return dismantle() }
        if graph.mayHaveMatchedGeometry { matchedMoves.noteDeparture(of: node) }
        let views = node.topLevelPlatformViews.filter { $0.superview != nil }
        guard !views.isEmpty else { return dismantle() }
        let frame = views.dropFirst().reduce(views[0].frame) { $0.union($1.frame) }
        let effect = TransitionEffect(node.traitTransition.kind, side: .removal, frame: frame)
        let transaction = effect.transaction(default: active)
        guard !effect.isIdentity, transaction.animation != nil else { return dismantle() }
        // Where each view is, to put it back once dismantling took it out.
        var places: [(view: UIView, superview: UIView, index: Int)] = []
        for view in views {
            if let superview = view.superview, let index = superview.subviews.identityIndex(of: view) {
                places.append((view, superview, index))
            }
        }
        places.sort { $0.index < $1.index }
        let outerHeld = heldDisappearActions
        heldDisappearActions = []
        dismantle()
        let disappearing = heldDisappearActions ?? []
        heldDisappearActions = outerHeld
        UIView.withoutEnclosingAnimation {
            for (view, superview, index) in places {
                superview.insertSubview(view, at: min(index, superview.subviews.count))
                view.isUserInteractionEnabled = false
            }
        }
        perform(
            transaction, overriding: true,
            completion: { [weak graph] _ in
                for (view, superview, _) in places where view.superview === superview { view.removeFromSuperview() }
                for action in disappearing {
                    if let graph { graph.deferAction(action) } else { action() }
                }
            }
        ) {
            for view in views {
                view.alpha *= effect.opacity
                view.transform = effect.transform(for: view, own: view.transform)
            }
        }
    }

    /// Holds a dismantled node's disappear action while a removal
    /// transition is set up; false when none is (the caller defers it).
    func holdDisappearAction(_ action: @escaping () -> Void) -> Bool {
        guard heldDisappearActions != nil else { return false }
        heldDisappearActions?.append(action)
        return true
    }
}

extension TransitionEffect {
    /// The transaction the transition runs in: the change's, or the one
    /// the transition's `.animation(_:)` asked for.
    func transaction(default change: Transaction) -> Transaction {
        guard let animation else { return change }
        var transaction = change
        transaction.animation = animation
        return transaction
    }
}

extension Animation {
    /// Runs `changes` so that the UIKit views' animatable properties they
    /// change animate with this animation; the animations join `group`,
    /// and `completion` runs when they have stopped.
    @MainActor
    func perform(joining group: AnimationCompletionGroup?, completion: ((Bool) -> Void)? = nil, _ changes: () -> Void) {
        let timing: UIViewAnimationBlock.Timing
        let length: TimeInterval
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2):
            timing = .curve(CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2)))
            length = duration
        case .spring(let mass, let stiffness, let damping, let velocity):
            timing = .physicalSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
            // A spring runs until it settles.
            let spring = CASpringAnimation()
            spring.mass = CGFloat(mass)
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
            spring.initialVelocity = CGFloat(velocity)
            length = spring.settlingDuration
        }
        var options: UIView.AnimationOptions = []
        var repeatCount: Float = 0
        if let repeats {
            if repeats > 1 {
                // With autoreverses, Core Animation's one repetition is there and back: two of SwiftUI's runs.
                if autoreverses { options.insert(.autoreverse) }
                repeatCount = autoreverses ? Float(repeats) / 2 : Float(repeats)
            }
        } else {
            options.insert(.repeat)
            if autoreverses { options.insert(.autoreverse) }
        }
        UIViewAnimationBlock.run(
            duration: length, delay: delayTime, options: options, timing: timing, repeatCount: repeatCount,
            speed: Float(speedFactor),
            extraGroups: group.map { [$0] } ?? [], changes: changes, completion: completion)
    }
}
