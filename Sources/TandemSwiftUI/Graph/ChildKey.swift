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
}
