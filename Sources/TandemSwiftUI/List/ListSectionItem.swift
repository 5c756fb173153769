import Foundation

/// One section of a `List`: a `Section` view, or rows outside any section,
/// its rows kept as runs that make each row when it is asked for.
struct ListSectionItem {
    let key: AnyHashable
    let header: (any View)?
    let footer: (any View)?
    private(set) var runs: [ListRowRun] = []
    /// Where each run starts, and the total.
    private var starts: [Int] = []
    private(set) var rowCount = 0

    init(key: AnyHashable, header: (any View)?, footer: (any View)?, runs: [ListRowRun] = []) {
        self.key = key
        self.header = header
        self.footer = footer
        for run in runs { append(run) }
    }

    mutating func append(_ run: ListRowRun) {
        starts.append(rowCount)
        runs.append(run)
        rowCount += run.count
    }

    /// The row at `index`; nil out of range.
    @MainActor func row(at index: Int) -> ListRowItem? {
        guard index >= 0, index < rowCount else { return nil }
        // The last run starting at or before the index.
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return runs[low].item(at: index - starts[low])
    }

    /// Every row's key, in order (an update's diff needs them all).
    @MainActor var keys: [ListRowKey] {
        var keys: [ListRowKey] = []
        keys.reserveCapacity(rowCount)
        for index in 0..<rowCount { if let row = row(at: index) { keys.append(row.key) } }
        return keys
    }
}
