import Foundation

/// The columns (tracks) of a lazy grid at a given width: adaptive items
/// become as many columns as fit, fixed ones keep their length, flexible
/// ones share what is left within their bounds.
struct GridTracks: Equatable {
    struct Track: Equatable {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment
    }

    var tracks: [Track] = []

    /// The tracks of `items` across `length`.
    init(_ items: [GridItem], length: CGFloat, defaultSpacing: CGFloat = 8) {
        var expanded: [(size: GridItem.Size, spacing: CGFloat, alignment: Alignment)] = []
        let fixedTotal = items.reduce(0) { total, item in
            if case .fixed(let value) = item.size { return total + max(0, value) }
            return total
        }
        let adaptiveCount = items.filter { if case .adaptive = $0.size { return true } else { return false } }.count
        for item in items {
            let spacing = item.spacing ?? defaultSpacing
            if case .adaptive(let minimum, let maximum) = item.size {
                // The space this item may fill: an equal share of what fixed columns leave.
                let share = max(0, (length - fixedTotal) / CGFloat(max(1, adaptiveCount)))
                let count = max(1, Int((share + spacing) / (max(1, minimum) + spacing)))
                for _ in 0..<count {
                    expanded.append((.flexible(minimum: minimum, maximum: maximum), spacing, item.alignment ?? .center))
                }
            } else {
                expanded.append((item.size, spacing, item.alignment ?? .center))
            }
        }
        let spacingTotal = expanded.dropLast().reduce(0) { $0 + $1.spacing }
        var flexibleCount = expanded.filter { if case .flexible = $0.size { return true } else { return false } }.count
        var remaining = max(0, length - fixedTotal - spacingTotal)
        // Flexible tracks share the rest; the most constrained take their bounds first.
        var lengths = [CGFloat?](repeating: nil, count: expanded.count)
        let order = expanded.indices.sorted { a, b in
            Self.range(expanded[a].size).upperBound < Self.range(expanded[b].size).upperBound
        }
        for index in order {
            switch expanded[index].size {
            case .fixed(let value):
                lengths[index] = max(0, value)
            case .flexible, .adaptive:
                let bounds = Self.range(expanded[index].size)
                let share = flexibleCount > 0 ? remaining / CGFloat(flexibleCount) : 0
                let value = min(max(share, bounds.lowerBound), bounds.upperBound)
                lengths[index] = value
                remaining = max(0, remaining - value)
                flexibleCount -= 1
            }
        }
        var offset: CGFloat = 0
        for (index, entry) in expanded.enumerated() {
            let length = lengths[index] ?? 0
            tracks.append(Track(offset: offset, length: length, alignment: entry.alignment))
            offset += length + entry.spacing
        }
    }

    private static func range(_ size: GridItem.Size) -> ClosedRange<CGFloat> {
        switch size {
        case .fixed(let value): return value...value
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            let low = max(0, minimum)
            return low...max(low, maximum)
        }
    }

    /// The number of tracks.
    var count: Int { tracks.count }
}
