import Foundation

extension ForEach {
    /// Makes the rows of `forEach` and compares each with the value its row
    /// was last given, kept in `memory`, when the rows' ids are the ones
    /// `memory` has, in order; otherwise returns `false`, having made no
    /// row and changed nothing.
    ///
    /// A row whose new value differs (its bytes, then `same`, the field
    /// comparison, say so) has it written into `memory`, and its index
    /// appended to `changed`, in order.
    ///
    /// Inlinable, so that it is compiled for the `ForEach`'s own types where
    /// the `ForEach` is made (its initializers keep a reference to it): in
    /// the graph's unspecialized code, every row made, copied and compared
    /// is a call through the types' value witnesses and a look-up of
    /// generic metadata, most of what selecting one row of a thousand cost.
    @inlinable
    static func passInPlace(
        _ forEach: ForEach, _ memory: ForEachRows<ID, Content>,
        _ same: (UnsafeRawPointer, UnsafeRawPointer) -> Bool, _ changed: inout [Int]
    ) -> Bool {
        let data = forEach.data
        guard data.count == memory.ids.count, memory.rows.count == memory.ids.count else { return false }
        // An array's elements are lent where they lie (``lend(_:to:)``): read
        // through a subscript, each would be copied for the id and again
        // for the row, a retain of what it holds (a row's strings) each
        // time, and a release after.
        if let sameIDs = data.withContiguousStorageIfAvailable({ elements in
            // Never written: `inout` only lends the elements.
            var buffer = UnsafeMutableBufferPointer(mutating: elements)
            return passInPlace(forEach, &buffer, memory, same, &changed)
        }) {
            return sameIDs
        }
        var copy = Array(data)
        return passInPlace(forEach, &copy, memory, same, &changed)
    }

    /// `transform` of each element of `data`, in order, each lent where it
    /// lies (``lend(_:to:)``) when the data is stored contiguously; as many
    /// as the data's `count`.
    @inlinable
    static func mapLent<Result>(_ data: Data, _ transform: (Data.Element) -> Result) -> [Result] {
        let mapped = data.withContiguousStorageIfAvailable { elements in
            // Never written: `inout` only lends the elements.
            let buffer = UnsafeMutableBufferPointer(mutating: elements)
            var results: [Result] = []
            results.reserveCapacity(buffer.count)
            for index in buffer.indices { results.append(lend(&buffer[index], to: transform)) }
            return results
        }
        return mapped ?? data.map(transform)
    }

    /// Calls `body` with `element` where it lies. Passed by value from a
    /// buffer, an element is copied first, since `body` might write to the
    /// memory it lies in; `inout`, nothing else can while `body` runs.
    @inlinable @inline(__always)
    static func lend<Result>(_ element: inout Data.Element, to body: (Data.Element) -> Result) -> Result {
        body(element)
    }

    /// ``passInPlace(_:_:_:_:)`` over `elements`, the `ForEach`'s data or
    /// a buffer of it, `inout` only so that each is lent, never written.
    @inlinable
    static func passInPlace<Elements: RandomAccessCollection & MutableCollection>(
        _ forEach: ForEach, _ elements: inout Elements, _ memory: ForEachRows<ID, Content>,
        _ same: (UnsafeRawPointer, UnsafeRawPointer) -> Bool, _ changed: inout [Int]
    ) -> Bool where Elements.Element == Data.Element {
        let sameIDs = memory.ids.withUnsafeBufferPointer { ids in
            var offset = 0
            var index = elements.startIndex
            while index != elements.endIndex {
                guard lend(&elements[index], to: forEach.id) == ids[offset] else { return false }
                elements.formIndex(after: &index)
                offset += 1
            }
            return true
        }
        guard sameIDs else { return false }
        // Taken out of `memory` while the rows are made: no access to it is
        // held across the app's row closure, and the array is not copied.
        var kept: [Content] = []
        swap(&kept, &memory.rows)
        defer { swap(&kept, &memory.rows) }
        kept.withUnsafeMutableBufferPointer { kept in
            guard let base = kept.baseAddress else { return }
            var offset = 0
            var index = elements.startIndex
            while index != elements.endIndex {
                let value = lend(&elements[index], to: forEach.content)
                // Values without stored fields are all the same.
                if MemoryLayout<Content>.size > 0 {
                    let unchanged = withUnsafePointer(to: value) { new in
                        // The same bytes are the same value; different ones
                        // (padding, strings equal but stored apart) may be too.
                        memcmp(new, base + offset, MemoryLayout<Content>.size) == 0 || same(new, base + offset)
                    }
                    if !unchanged {
                        base[offset] = value
                        changed.append(offset)
                    }
                }
                elements.formIndex(after: &index)
                offset += 1
            }
        }
        return true
    }
}
