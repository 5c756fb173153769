/// A bound navigation path as the stack reads and writes it, whatever its
/// type (`NavigationPath` or a collection of one `Hashable` type).
struct NavigationPathAccess {
    /// The values, bottom to top.
    let get: () -> [AnyHashable]
    /// Replaces the values (after a pop, or a link appending one).
    let set: ([AnyHashable]) -> Void
    /// Whether a value can be appended (a typed path takes only its element type).
    let accepts: (AnyHashable) -> Bool

    init(_ binding: Binding<NavigationPath>) {
        get = { binding.wrappedValue.elements }
        set = { elements in
            var path = binding.wrappedValue
            path.elements = elements
            binding.wrappedValue = path
        }
        accepts = { _ in true }
    }

    init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(_ binding: Binding<Data>)
    where Data.Element: Hashable {
        get = { binding.wrappedValue.map { AnyHashable($0) } }
        set = { elements in binding.wrappedValue = Data(elements.compactMap { $0.base as? Data.Element }) }
        accepts = { $0.base is Data.Element }
    }
}
