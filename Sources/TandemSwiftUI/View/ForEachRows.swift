/// What a `ForEach` node remembers of its last update: its rows' ids, the
/// values it gave its rows, and the environment it gave them with.
///
/// A row whose new value has the same fields as the one remembered here is
/// skipped without its node being looked at: the values lie side by side,
/// where each row's node holds its own boxed apart from the others. (In a
/// list just built, each node looked at is a cache miss.)
@usableFromInline
final class ForEachRows<ID: Hashable, Row>: ForEachIDs<ID> {
    /// The values the rows were last given, in order (``ViewNode/remember(_:givenWith:in:)``).
    /// A `ForEach`'s pass in place (``ForEach/passInPlace(_:_:_:_:)``) writes the values that changed.
    @usableFromInline var rows: [Row] = []
    /// The environment the rows were given with `rows`, and the node's
    /// ``ViewNode/environmentPropagations`` then; `nil` until they are given
    /// their first values.
    var environment: (values: EnvironmentValues, propagations: UInt64)?
}
