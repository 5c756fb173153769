/// Views computed from a collection, one per element, each identified by
/// the element's id.
///
/// The ids are the rows' identities: a row keeps its state and UIKit views
/// as long as its id stays in the collection, wherever it moves; a new id is
/// a new row and a removed id dismantles its row. Inside a stack each row is
/// a separate subview.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the rows come from.
    public var data: Data
    /// Makes the row for an element.
    public var content: (Data.Element) -> Content
    @usableFromInline let id: (Data.Element) -> ID
    /// Makes the operations over all rows as compiled where the `ForEach`
    /// was made, for its own types (the initializers are inlinable for
    /// this): the graph, which runs unspecialized, goes through them.
    @usableFromInline let specialization: () -> ForEachSpecialization<Data, ID, Content>

    /// A pass over a `ForEach`'s rows in place: see ``passInPlace(_:_:_:_:)``.
    @usableFromInline typealias RowPass = (
        ForEach, ForEachRows<ID, Content>, _ same: (UnsafeRawPointer, UnsafeRawPointer) -> Bool, _ changed: inout [Int]
    ) -> Bool
}

extension ForEach: View where Content: View {
    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }

    /// Rows for `data`, identified by the property at `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
        specialization = Self.specializationForItsTypes
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for `data`, identified by the elements' `id`.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
        specialization = Self.specializationForItsTypes
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Rows for a range of integers, each identified by its integer.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
        specialization = Self.specializationForItsTypes
    }
}

extension ForEach: PrimitiveView where Content: View {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.containRows()
        // The rows' ids and values as of the last update, while each row had
        // an id of its own: the rows are matched by ids compared as `ID`s,
        // without boxing and hashing an `AnyHashable` key per row, and
        // compared with their last values where those lie side by side.
        let memory = updater.primitiveStorage(ifKept: ForEachRows<ID, Content>.self)
        if let memory, memory.ids.count == updater.childCount {
            // Code compiled for this ForEach's types.
            let specialized = specialization()
            // The same ids, the rows' values compared with the ones kept.
            if let (environment, plan) = updater.rowsComparableInPlace(memory) {
                var changed: [Int] = []
                let sameIDs = updater.tracking {
                    specialized.passInPlace(self, memory, { ViewEquality.sameValues(at: $0, $1, plan: plan) }, &changed)
                }
                if sameIDs {
                    updater.updateRows(at: changed, of: memory, environment: environment)
                    return
                }
            }
            let ids = specialized.ids(self)
            if specialized.sameIDs(memory.ids, ids) {
                updater.updateChildrenInPlace(rows: makeRows(updater, specialized), memory: memory)
                return
            }
            if let reuse = specialized.rowsReused(memory, ids) {
                let rows = makeRows(updater, specialized)
                let given = updater.reconcileRows(rows, reusing: reuse, remembered: memory) {
                    .explicit(AnyHashable(ids[$0]))
                }
                memory.ids = ids
                updater.remember(rows, givenWith: given, in: memory)
                return
            }
        }
        let keyed = keyedElements(reportingTo: updater)
        // Rows are made while the ForEach node reads: state or observable
        // properties read in the row closure re-run it when they change.
        let (rows, values): ([(ChildKey, any View)], [Content]) = updater.tracking {
            // A loop, not `map`: a closure here is main-actor isolated and
            // would check the executor once per row.
            var rows: [(ChildKey, any View)] = []
            var values: [Content] = []
            rows.reserveCapacity(keyed.count)
            values.reserveCapacity(keyed.count)
            for (key, element) in keyed {
                let row = content(element)
                rows.append((key, row))
                values.append(row)
            }
            return (rows, values)
        }
        let given = updater.reconcile(rows)
        // Ids repeated in the data have rows of their own: no fast path then.
        var ids: [ID] = []
        ids.reserveCapacity(keyed.count)
        for (key, _) in keyed {
            guard case .explicit(let boxed) = key, let id = boxed.base as? ID else { break }
            ids.append(id)
        }
        if ids.count == keyed.count, ids.count == updater.childCount {
            let remembered = updater.primitiveStorage { ForEachRows<ID, Content>(ids) }
            remembered.ids = ids
            updater.remember(values, givenWith: given, in: remembered)
        } else {
            updater.discardPrimitiveStorage()
        }
    }

    /// The rows, made while the ForEach node reads: state or observable
    /// properties read in the row closure re-run it when they change.
    @MainActor private func makeRows(
        _ updater: NodeUpdater, _ specialized: ForEachSpecialization<Data, ID, Content>
    ) -> [Content] {
        updater.tracking { specialized.rows(self) }
    }

    /// Calls `body` with each element, in order. An array's elements are
    /// read from its buffer: read through the collection's subscript, in
    /// this unspecialized code, each is a call of the subscript's `read`
    /// coroutine through the witness table, which allocates the
    /// coroutine's frame (a `malloc` and a `free` per element, a third of
    /// what a `ForEach` of 1,000 unchanged rows costs to update). Other
    /// collections are read by index: an iterator's `next()` would ask the
    /// runtime for `Optional<Element>`'s metadata on every element.
    ///
    /// `body` is lent each element where it lies, `inout` only so that no
    /// copy is made: it never writes to it. Passed by value, each element
    /// would be copied first, in this unspecialized code a call of its
    /// value witness that retains what it holds (a row's strings) and a
    /// release after.
    private func forEachElement(_ body: (inout Data.Element) -> Void) {
        let contiguous: Void? = data.withContiguousStorageIfAvailable { elements in
            guard let base = elements.baseAddress else { return }
            let mutableBase = UnsafeMutablePointer(mutating: base)
            for offset in 0..<elements.count { body(&mutableBase[offset]) }
        }
        if contiguous != nil { return }
        var index = data.startIndex
        while index != data.endIndex {
            var element = data[index]
            body(&element)
            data.formIndex(after: &index)
        }
    }

    /// The elements with their identities; a repeated id is reported and its
    /// later rows get identities of their own.
    @MainActor func keyedElements(reportingTo updater: NodeUpdater) -> [(ChildKey, Data.Element)] {
        var keyed: [(ChildKey, Data.Element)] = []
        keyed.reserveCapacity(data.count)
        // While the ids are those of the existing rows in order, they are
        // unique (the rows' keys are): no set is needed until one differs.
        let childCount = updater.childCount
        var seen: Set<AnyHashable>?
        forEachElement { element in
            var key = AnyHashable(id(element))
            if seen == nil {
                if keyed.count < childCount, case .explicit(let existing) = updater.childKey(at: keyed.count),
                    existing == key
                {
                    keyed.append((.explicit(key), element))
                    return
                }
                var prefix = Set<AnyHashable>(minimumCapacity: data.count)
                for (existing, _) in keyed { if case .explicit(let id) = existing { prefix.insert(id) } }
                seen = prefix
            }
            if !seen!.insert(key).inserted {
                updater.graph.reportOnce(
                    "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key) occurs multiple times within "
                        + "the collection, this will give undefined results! Later rows with the same ID get their own identity."
                )
                var copy = 1
                repeat {
                    key = AnyHashable(DuplicateID(id: key, copy: copy))
                    copy += 1
                } while !seen!.insert(key).inserted
            }
            keyed.append((.explicit(key), element))
        }
        return keyed
    }
}

/// The identity given to a repeated id's later occurrences.
private struct DuplicateID: Hashable {
    let id: AnyHashable
    let copy: Int
}
