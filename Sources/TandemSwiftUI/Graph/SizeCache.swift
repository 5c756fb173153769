import Foundation

/// A node's sizes for the last few proposals (four at most), held inline.
///
/// A node is measured for a few proposals between changes (a stack asks
/// for the smallest, the ideal and the offered size). Held in an array,
/// the entries grew their heap storage twice for every node of a new
/// tree; here they cost no allocation. When full, the oldest entry gives
/// way to the newest.
///
/// A proposal is kept as the bit patterns of its two dimensions, `nil`
/// as a NaN no arithmetic produces: an entry is 32 bytes, not 48 (an
/// optional `CGFloat` takes 16), and a look-up compares four integers. A
/// proposal with a NaN dimension is never remembered (it equals nothing,
/// as `==` has it); `-0.0` and `0.0` are different keys (a second
/// measurement, never a wrong size).
///
/// The cache also knows whether it still holds every size it was given
/// since it was emptied (``holdsEverySize``): then the sizes in it are all
/// that anyone measured of the node since, and a leaf that still gives
/// them after a change has changed nothing its containers measured
/// (``ViewNode/invalidateLayoutUnlessMeasurementsHold()``).
struct SizeCache {
    private struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// The bit pattern that stands for a `nil` dimension: a quiet NaN with a payload.
    private static let unspecified: UInt64 = 0x7FF8_5E1F_0000_0001

    private static let empty = Entry(width: 0, height: 0, size: .zero)

    private var entries: (Entry, Entry, Entry, Entry) = (empty, empty, empty, empty)
    /// How many entries hold a size.
    private var count: UInt8 = 0
    /// The slot the next entry is written to once all four are used.
    private var oldest: UInt8 = 0
    /// Whether a size was given up (the oldest, for a fifth) or never
    /// kept (for a proposal with a NaN dimension) since the cache was emptied.
    private var droppedASize = false

    /// Whether the cache holds every size inserted since it was last emptied.
    var holdsEverySize: Bool { !droppedASize }

    /// Whether the cache holds no size (emptied, and nothing measured since).
    var isEmpty: Bool { count == 0 }

    /// The key of one dimension; nil when it is NaN (not cached).
    @inline(__always)
    private static func key(_ value: CGFloat?) -> UInt64? {
        guard let value else { return unspecified }
        if value.isNaN { return nil }
        return value.native.bitPattern
    }

    /// The size remembered for `proposal`, if any.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard let width = Self.key(proposal.width), let height = Self.key(proposal.height) else { return nil }
        // Unrolled: indexing a tuple through a pointer would need the
        // value in memory, and this is read on every measurement.
        if count > 0, entries.0.width == width, entries.0.height == height { return entries.0.size }
        if count > 1, entries.1.width == width, entries.1.height == height { return entries.1.size }
        if count > 2, entries.2.width == width, entries.2.height == height { return entries.2.size }
        if count > 3, entries.3.width == width, entries.3.height == height { return entries.3.size }
        return nil
    }

    /// Remembers `size` for `proposal` (which the cache does not hold).
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        guard let width = Self.key(proposal.width), let height = Self.key(proposal.height) else {
            droppedASize = true
            return
        }
        let entry = Entry(width: width, height: height, size: size)
        let slot: UInt8
        if count < 4 {
            slot = count
            count += 1
        } else {
            slot = oldest
            oldest = (oldest + 1) % 4
            droppedASize = true
        }
        switch slot {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        default: entries.3 = entry
        }
    }

    /// Whether `body` is true of every proposal and size held, the widest
    /// proposed width first (an unspecified one counts as infinite; stops
    /// at the first false). Measured in that order, a text measures its
    /// one unwrapped line first, which answers every narrower width it
    /// fits in without measuring again (``UILabel``'s measurement), as a
    /// stack asking for the largest size first has it measured.
    func allSatisfy(_ body: (ProposedViewSize, CGSize) -> Bool) -> Bool {
        // Four entries at most: the widest not yet visited, picked each
        // time, without an array made for the order.
        var visited: UInt8 = 0
        for _ in 0..<count {
            var widest: Entry?
            var widestSlot: UInt8 = 0
            for slot in 0..<count where visited & (1 << slot) == 0 {
                let candidate = entry(at: slot)
                if widest.map({ Self.width(candidate) > Self.width($0) }) ?? true {
                    widest = candidate
                    widestSlot = slot
                }
            }
            visited |= 1 << widestSlot
            guard let widest else { break }
            let proposal = ProposedViewSize(width: Self.dimension(widest.width), height: Self.dimension(widest.height))
            if !body(proposal, widest.size) { return false }
        }
        return true
    }

    /// The entry in `slot` (below ``count``).
    private func entry(at slot: UInt8) -> Entry {
        switch slot {
        case 0: return entries.0
        case 1: return entries.1
        case 2: return entries.2
        default: return entries.3
        }
    }

    /// An entry's proposed width, an unspecified one as infinite.
    private static func width(_ entry: Entry) -> CGFloat { dimension(entry.width) ?? .infinity }

    /// The proposed dimension a key stands for.
    private static func dimension(_ key: UInt64) -> CGFloat? {
        key == unspecified ? nil : CGFloat(Double(bitPattern: key))
    }

    /// Forgets every size.
    mutating func removeAll() {
        count = 0
        oldest = 0
        droppedASize = false
    }
}
