import Foundation

/// The vertical layout of a table: the slots (table header, then per
/// section its header, rows and footer, then the table footer), each one's
/// height and whether that height was measured or is an estimate.
struct TableGeometry {
    /// The rows in each section.
    private(set) var rowCounts: [Int]
    /// The slot index of each section's header.
    private var sectionStarts: [Int]
    /// The heights, indexed by slot.
    private(set) var index: HeightIndex
    /// Whether each slot's height is final (measured or given) rather than an estimate.
    private var measured: [Bool]

    /// A layout of `rowCounts.count` sections, each slot's height and
    /// whether it is final given by `height(slot)`.
    init(rowCounts: [Int], height: (TableSlot) -> (Double, isFinal: Bool)) {
        self.rowCounts = rowCounts
        var starts: [Int] = []
        starts.reserveCapacity(rowCounts.count)
        var heights: [Double] = [], finals: [Bool] = []
        let total = 2 + rowCounts.reduce(0) { $0 + $1 + 2 }
        heights.reserveCapacity(total)
        finals.reserveCapacity(total)
        func add(_ slot: TableSlot) {
            let (value, isFinal) = height(slot)
            heights.append(value.isFinite ? max(0, value) : 0)
            finals.append(isFinal)
        }
        add(.tableHeader)
        for (section, rows) in rowCounts.enumerated() {
            starts.append(heights.count)
            add(.header(section))
            for row in 0..<rows { add(.row(IndexPath(row: row, section: section))) }
            add(.footer(section))
        }
        add(.tableFooter)
        sectionStarts = starts
        index = HeightIndex(heights: heights)
        measured = finals
    }

    /// The number of sections.
    var sectionCount: Int { rowCounts.count }
    /// The number of slots.
    var slotCount: Int { index.count }
    /// The height of everything.
    var totalHeight: CGFloat { CGFloat(index.total) }

    /// The slot index of `slot`; nil when it is out of range.
    func position(of slot: TableSlot) -> Int? {
        switch slot {
        case .tableHeader: return 0
        case .tableFooter: return index.count - 1
        case .header(let section):
            return rowCounts.indices.contains(section) ? sectionStarts[section] : nil
        case .footer(let section):
            return rowCounts.indices.contains(section) ? sectionStarts[section] + rowCounts[section] + 1 : nil
        case .row(let path):
            guard path.count == 2, rowCounts.indices.contains(path.section),
                (0..<rowCounts[path.section]).contains(path.row)
            else { return nil }
            return sectionStarts[path.section] + 1 + path.row
        }
    }

    /// The slot at slot index `position`.
    func slot(at position: Int) -> TableSlot {
        if position == 0 { return .tableHeader }
        if position == index.count - 1 { return .tableFooter }
        // The last section starting at or before the position.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= position { low = mid } else { high = mid - 1 }
        }
        let offset = position - sectionStarts[low]
        if offset == 0 { return .header(low) }
        if offset == rowCounts[low] + 1 { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The top of the slot at `position`.
    func top(_ position: Int) -> CGFloat { CGFloat(index.offset(of: position)) }
    /// The height of the slot at `position`.
    func height(_ position: Int) -> CGFloat { CGFloat(index.heights[position]) }
    /// Whether the slot's height is final.
    func isMeasured(_ position: Int) -> Bool { measured[position] }
    /// The slot index whose span holds `y`.
    func position(containing y: CGFloat) -> Int { index.index(containing: Double(y)) }

    /// Sets a slot's height, final or estimated.
    mutating func setHeight(_ height: CGFloat, at position: Int, isFinal: Bool = true) {
        index.set(position, height.isFinite ? max(0, Double(height)) : 0)
        measured[position] = isFinal
    }

    /// Marks every measured height as an estimate again (the width changed), keeping the values.
    mutating func forgetMeasurements(keeping isKept: (TableSlot) -> Bool) {
        for position in measured.indices where measured[position] && !isKept(slot(at: position)) {
            measured[position] = false
        }
    }

    /// The slot indexes from the one holding `y` through the last slot starting before `bottom`.
    func positions(from y: CGFloat, to bottom: CGFloat) -> Range<Int> {
        guard slotCount > 0 else { return 0..<0 }
        let first = position(containing: y)
        var last = first
        while last + 1 < slotCount, top(last + 1) < bottom { last += 1 }
        return first..<(last + 1)
    }
}
