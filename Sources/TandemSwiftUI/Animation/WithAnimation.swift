import Foundation
import TandemUIKit

/// Runs `body` in a transaction with `animation` and returns its result:
/// the views that the state changes in `body` update animate to their new
/// frames, opacities, transforms and colors, and views inserted or removed
/// run their transitions.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in a transaction with `animation`, then `completion` once
/// every animation the changes made has stopped (after the next frame when
/// none did). `completionCriteria` is accepted; Tandem's animations are
/// logically complete when they are removed.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    let group = AnimationCompletionGroup { _ in completion() }
    transaction.completionGroup = group
    // The changes are applied in the next commit's update and layout: the
    // group takes animations until that frame has been made.
    defer { AnimationEngine.afterNextFrame { group.close() } }
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the current transaction and returns its result.
///
/// The views that the state changes in `body` update do so in
/// `transaction` (representables see it as `context.transaction`).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.run(transaction, body)
}

/// Runs `body` with the transaction's `keyPath` set to `value`.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{
    var transaction = TransactionScope.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// When an animation given a completion counts as complete.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// When the animation has reached its end value (for a spring, when it
    /// has settled close enough).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has been removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
