import Foundation

/// What a `ForEach` does with all of its elements or ids at once, compiled
/// for its own types where the `ForEach` is made (its initializers are
/// inlinable and keep ``ForEach/specializationForItsTypes``).
///
/// The graph runs unspecialized: there, every element read, id made, row
/// made, id compared or hashed is a call through a witness table, and
/// often a look-up of generic metadata. Over a thousand rows that is most
/// of an update: making a `List`'s 10,000 ids, comparing them with the
/// last ones and checking them for repeats took four fifths of selecting
/// one of its rows, and comparing a stack's ids to find two swapped rows
/// a tenth of the swap.
@usableFromInline
struct ForEachSpecialization<Data: RandomAccessCollection, ID: Hashable, Content> {
    @usableFromInline typealias Each = ForEach<Data, ID, Content>

    /// ``ForEach/passInPlace(_:_:_:_:)``.
    let passInPlace: Each.RowPass
    /// The ids of the elements, in order (as many as the data's `count`).
    let ids: (Each) -> [ID]
    /// The rows' values, in order: the row closure called for each element.
    let rows: (Each) -> [Content]
    /// ``ForEachIDs/rowsReused(by:)``.
    let rowsReused: (ForEachIDs<ID>, [ID]) -> [Int?]?
    /// Whether two lists of ids are the same, in order (``ForEachIDs/same(_:_:)``).
    let sameIDs: ([ID], [ID]) -> Bool
    /// Whether no id occurs twice.
    let allDistinct: ([ID]) -> Bool

    @usableFromInline
    init(
        passInPlace: @escaping Each.RowPass, ids: @escaping (Each) -> [ID], rows: @escaping (Each) -> [Content],
        rowsReused: @escaping (ForEachIDs<ID>, [ID]) -> [Int?]?, sameIDs: @escaping ([ID], [ID]) -> Bool,
        allDistinct: @escaping ([ID]) -> Bool
    ) {
        self.passInPlace = passInPlace
        self.ids = ids
        self.rows = rows
        self.rowsReused = rowsReused
        self.sameIDs = sameIDs
        self.allDistinct = allDistinct
    }
}

extension ForEach {
    /// Makes the ``ForEachSpecialization`` for this `ForEach`'s types, as
    /// its initializers keep it: a closure, 16 bytes in each `ForEach`
    /// value rather than the operations' 96, and none of its closures
    /// captures anything, so making them allocates nothing. Closures that
    /// call the generic functions, not references to them: Swift 6 warns
    /// that a reference to a generic function captures its types'
    /// metatypes in an isolated closure; a closure calling it does not
    /// capture them, and is specialized the same.
    @inlinable
    static var specializationForItsTypes: () -> ForEachSpecialization<Data, ID, Content> {
        {
            ForEachSpecialization(
                passInPlace: { forEach, memory, same, changed in passInPlace(forEach, memory, same, &changed) },
                ids: { forEach in mapLent(forEach.data, forEach.id) },
                rows: { forEach in mapLent(forEach.data, forEach.content) },
                rowsReused: { memory, ids in memory.rowsReused(by: ids) },
                sameIDs: { old, new in ForEachIDs.same(old, new) },
                allDistinct: { ids in Set(ids).count == ids.count })
        }
    }
}
