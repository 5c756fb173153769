import Foundation
import TandemUIKit

/// The context of a state change: the animation its views' changes take,
/// if any.
///
/// A state change made in `withAnimation`/`withTransaction`, or through a
/// binding that carries a transaction, updates the views that read the
/// state in that transaction; `.animation(_:value:)` and `.transaction(_:)`
/// change it for a part of the view tree; representables read it as
/// `context.transaction`.
public struct Transaction {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations that views ask for (`.animation(_:value:)`) are
    /// suppressed for the change; an animation the transaction carries still runs.
    public var disablesAnimations = false
    /// Whether the change is one of many made while an interaction goes on
    /// (a drag); carried for views that read it.
    public var isContinuous = false

    /// The group of the animations the change makes, when `withAnimation`
    /// was given a completion: it runs once they have all stopped.
    var completionGroup: AnimationCompletionGroup?

    /// A transaction without animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

extension Transaction: @unchecked Sendable {}
