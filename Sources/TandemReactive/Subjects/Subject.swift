/// A publisher you can send values into, as in Combine.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers that have demand.
    func send(_ value: Output)
    /// Ends the subject: subscribers receive the completion, later sends are ignored.
    func send(completion: Subscribers.Completion<Failure>)
    /// Passes an upstream subscription (when the subject subscribes to a publisher).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() {
        send(())
    }
}
