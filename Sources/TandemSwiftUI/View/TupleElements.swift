/// Where the views of a `TupleView`'s value lie, found once per tuple type.
///
/// A tuple view keeps only its tuple: the views are read out of it where
/// they lie when the graph asks for them (``TupleView/elements``). Kept
/// alongside as an array, they were a second copy of every element (each
/// boxed in an existential), made at every evaluation of the builder, held
/// by every node whose view contains the tuple, and a new array each time,
/// which made every comparison of two equal tuples unequal.
@MainActor
struct TupleElements {
    /// A view element: its offset in the tuple and its type.
    private struct Element {
        let offset: Int
        let type: any View.Type
    }

    /// The view elements of a tuple, in order; nil when the type is not a
    /// tuple (a `TupleView` made of one view).
    private let elements: [Element]?

    /// The elements of `type`, found the first time and kept in its ``TypeInfo``.
    static func of(_ type: Any.Type) -> TupleElements {
        let info = TypeInfo.of(type)
        if let known = info.tupleElements { return known }
        var elements: [Element] = []
        // Elements that are not views cannot be shown: left out.
        let walked =
            isTupleType(type)
            && StoredFields.forEach(of: type) { field in
                if let view = field.type as? any View.Type {
                    elements.append(Element(offset: field.offset, type: view))
                }
                return true
            }
        let made = TupleElements(elements: walked ? elements : nil)
        info.tupleElements = made
        return made
    }

    /// The views of `value`, a value of the type these elements were found for.
    func views<T>(in value: T) -> [any View] {
        guard let elements else { return (value as? any View).map { [$0] } ?? [] }
        return withUnsafeBytes(of: value) { bytes in
            elements.map { element in
                func load<V: View>(_: V.Type) -> any View {
                    bytes.load(fromByteOffset: element.offset, as: V.self)
                }
                return _openExistential(element.type, do: load)
            }
        }
    }
}
