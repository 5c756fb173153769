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
        // An array's elements are lent where they lie: read through the
        // collection's subscript, each would be copied for the id and again
        // for the row, a retain of what it holds (a row's strings) each
        // time; in a list just built, every such retain is a cache miss.
        if let sameIDs = data.withContiguousStorageIfAvailable({ elements in
            passInPlace(forEach, elements, memory, same, &changed)
        }) {
            return sameIDs
        }
        return passInPlace(forEach, data, memory, same, &changed)
    }

    /// ``passInPlace(_:_:_:_:)`` over `elements`, the `ForEach`'s data or
    /// a buffer of it.
    @inlinable
    static func passInPlace<Elements: RandomAccessCollection>(
        _ forEach: ForEach, _ elements: Elements, _ memory: ForEachRows<ID, Content>,
        _ same: (UnsafeRawPointer, UnsafeRawPointer) -> Bool, _ changed: inout [Int]
    ) -> Bool where Elements.Element == Data.Element {
        let sameIDs = memory.ids.withUnsafeBufferPointer { ids in
            var offset = 0
            var index = elements.startIndex
            while index != elements.endIndex {
                guard forEach.id(elements[index]) == ids[offset] else { return false }
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
                let value = forEach.content(elements[index])
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
