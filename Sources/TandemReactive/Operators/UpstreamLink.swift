/// The upstream side of an operator that stands between its upstream and its
/// downstream (instead of handing the upstream subscription on), as
/// Combine's do: it takes the first subscription and refuses later ones, and
/// once ended — by upstream's completion or the downstream's cancel — hands
/// out nothing, so nothing reaches upstream after the end. Its owner keeps it
/// under a lock.
struct UpstreamLink {
    private(set) var subscription: Subscription?
    private(set) var ended = false

    /// Whether values may still flow: subscribed and not ended.
    var isLive: Bool { subscription != nil && !ended }

    /// The link has ended (completed or cancelled).
    var isEnded: Bool { ended }

    /// No subscription has arrived yet, and the link has not ended.
    var isWaiting: Bool { subscription == nil && !ended }

    /// The subscription to request from, while not ended.
    var live: Subscription? { ended ? nil : subscription }

    /// Takes the first subscription; false for a later one or after the end
    /// (the caller then cancels it, as Combine does).
    mutating func accept(_ new: Subscription) -> Bool {
        guard subscription == nil, !ended else { return false }
        subscription = new
        return true
    }

    /// Ends the link because upstream completed; false if it was not live
    /// (the completion is then ignored).
    mutating func complete() -> Bool {
        guard isLive else { return false }
        ended = true
        subscription = nil
        return true
    }

    /// Ends the link from the downstream's side; returns the subscription to
    /// cancel, the first time only.
    mutating func cancel() -> Subscription? {
        defer {
            ended = true
            subscription = nil
        }
        return ended ? nil : subscription
    }
}
