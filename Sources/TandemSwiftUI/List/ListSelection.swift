import Foundation

/// A `List`'s selection binding, either form, as the table reads and writes it.
@MainActor
struct ListSelection {
    /// Whether several rows can be selected.
    let allowsMultiple: Bool
    /// The selected values now.
    let current: () -> Set<AnyHashable>
    /// The user selected (or, with several allowed, toggled) the value.
    let select: (AnyHashable) -> Void
    /// The user deselected the value.
    let deselect: (AnyHashable) -> Void
    /// Whether the value is of the selection's type.
    let accepts: (AnyHashable) -> Bool

    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        current = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        select = { value in if let typed = value.base as? Value { binding.wrappedValue = typed } }
        deselect = { value in if binding.wrappedValue.map({ AnyHashable($0) }) == value { binding.wrappedValue = nil } }
        accepts = { $0.base is Value }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsMultiple = true
        current = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        select = { value in if let typed = value.base as? Value { binding.wrappedValue.insert(typed) } }
        deselect = { value in if let typed = value.base as? Value { binding.wrappedValue.remove(typed) } }
        accepts = { $0.base is Value }
    }
}
