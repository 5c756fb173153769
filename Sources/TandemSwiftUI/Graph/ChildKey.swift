/// A child's identity among its parent's children: its position in the
/// builder's structure, or an explicit id (`ForEach`, `.id(_:)`).
enum ChildKey: Hashable {
    /// The n-th element of a tuple.
    case index(Int)
    /// The `if` branch of a conditional.
    case trueBranch
    /// The `else` branch of a conditional.
    case falseBranch
    /// The only child (a body, a modifier's content).
    case single
    /// A modifier's secondary content (background, overlay).
    case secondary
    /// An explicit id.
    ///
    /// Indirect: held in a box, the id (40 bytes inline) would make every
    /// key, and so every node, 32 bytes larger; few nodes have one.
    indirect case explicit(AnyHashable)
    /// The view an `AnyView` wraps, when a modifier is distributed over
    /// it (``ViewListWrapper``): the key the `AnyView` had, and the wrapped
    /// view's type (another type is another identity).
    ///
    /// Typed, as ``nested(_:_:)``, not an explicit id made of an array of
    /// both: a `List` row's modifiers are distributed over it for every cell
    /// shown, and comparing arrays of `AnyHashable` was a tenth of a cell's update.
    indirect case erased(ChildKey, wrapped: ObjectIdentifier)
    /// A view of content a modifier is distributed over: the key the
    /// content had, and the view's own key in it (a tuple's `index`, a
    /// `ForEach`'s `explicit` id, a conditional's branch, a group's `single`).
    indirect case nested(ChildKey, ChildKey)
    /// A `List` row's cell content, under the row's identity
    /// (``HostedCellRoot``): typed, so that a cell shown for another row
    /// compares the row's key, not an `AnyHashable` boxing it.
    indirect case row(ListRowKey)
}
