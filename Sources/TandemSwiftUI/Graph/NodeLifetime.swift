/// Something that ends with the node that owns it (a subscription, a task).
@MainActor
protocol NodeLifetime: AnyObject {
    /// Ends it: the node's identity went (``ViewNode/dismantle()``).
    func end()
}
