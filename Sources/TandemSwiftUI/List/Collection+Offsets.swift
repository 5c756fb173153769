public import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as `onDelete` hands them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they sit before the element that
    /// was at `destination` (the end for `count`), keeping their order, as `onMove` hands them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        guard !valid.isEmpty else { return }
        let target = Swift.max(0, Swift.min(destination, count))
        var elements = Array(self)
        let moving = valid.map { elements[$0] }
        let before = valid.filter { $0 < target }.count
        for offset in valid.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: target - before)
        for (position, element) in zip(indices, elements) { self[position] = element }
    }
}
