/// A binding to a collection is a collection of bindings to its elements:
/// `ForEach($items) { $item in TextField("Name", text: $item.name) }`.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// The iterator over element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The subsequences of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first index of the bound collection now.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The end index of the bound collection now.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The indices of the bound collection now.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `i`.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

    /// `i` moved forward to the next index.
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`: reads and writes go through this binding.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { value, transaction in self.transaction(transaction).wrappedValue[position] = value })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The index before `i`.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }

    /// `i` moved back to the previous index.
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
