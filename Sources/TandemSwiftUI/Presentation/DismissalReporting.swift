/// A controller SwiftUI presented, which tells it when it is gone.
@MainActor
protocol DismissalReporting: AnyObject {
    /// Runs once, when the controller disappeared because it was dismissed
    /// (by a button, `dismiss`, or UIKit code) — not when it is merely covered.
    var onDismissed: (() -> Void)? { get set }
}
