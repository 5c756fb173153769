/// A subscription's running value (`scan`'s result), shared between the
/// closure that updates it and the mirror that shows it. Upstream delivers
/// serially, so updates do not overlap.
final class Accumulator<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
