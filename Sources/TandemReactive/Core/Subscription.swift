/// A subscriber's connection to a publisher: request values through it, or cancel it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values. A publisher never sends more than was requested.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace for ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that does nothing: for publishers that complete immediately.
    public static var empty: Subscription { EmptySubscription() }
}

/// The subscription of publishers that never deliver values.
final class EmptySubscription: Subscription, CustomStringConvertible {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
    var description: String { "Empty" }
}
