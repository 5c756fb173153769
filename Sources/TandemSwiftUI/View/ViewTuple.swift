/// A tuple of views (`TupleView`), seen without its element types: a stack
/// makes its elements its own children, without a node for the tuple.
@MainActor
protocol ViewTuple {
    /// The views, in order.
    var elements: [any View] { get }
}

extension TupleView: ViewTuple {}
