import Foundation

/// A node's sizes for the last few proposals (four at most), held inline.
///
/// A node is measured for a few proposals between changes (a stack asks
/// for the smallest, the ideal and the offered size). Held in an array,
/// the entries grew their heap storage twice for every node of a new
/// tree; here they cost no allocation. When full, the oldest entry gives
/// way to the newest.
struct SizeCache {
    private typealias Entry = (proposal: ProposedViewSize, size: CGSize)

    private static let empty: Entry = (ProposedViewSize(width: nil, height: nil), .zero)

    private var entries: (Entry, Entry, Entry, Entry) = (empty, empty, empty, empty)
    /// How many entries hold a size.
    private var count: UInt8 = 0
    /// The slot the next entry is written to once all four are used.
    private var oldest: UInt8 = 0

    /// The size remembered for `proposal`, if any.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        // Unrolled: indexing a tuple through a pointer would need the
        // value in memory, and this is read on every measurement.
        if count > 0, entries.0.proposal == proposal { return entries.0.size }
        if count > 1, entries.1.proposal == proposal { return entries.1.size }
        if count > 2, entries.2.proposal == proposal { return entries.2.size }
        if count > 3, entries.3.proposal == proposal { return entries.3.size }
        return nil
    }

    /// Remembers `size` for `proposal` (which the cache does not hold).
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let slot: UInt8
        if count < 4 {
            slot = count
            count += 1
        } else {
            slot = oldest
            oldest = (oldest + 1) % 4
        }
        switch slot {
        case 0: entries.0 = (proposal, size)
        case 1: entries.1 = (proposal, size)
        case 2: entries.2 = (proposal, size)
        default: entries.3 = (proposal, size)
        }
    }

    /// Forgets every size.
    mutating func removeAll() {
        count = 0
        oldest = 0
    }
}
