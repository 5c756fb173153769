import Foundation

/// A built-in layout's computed section: its items' frames, the runs they
/// are placed in, its supplementary views (headers and footers) and the span
/// it covers along the scroll axis. Shared by the flow and compositional
/// layouts, which differ in how they compute it, not in how they answer queries.
struct SectionGeometry {
    var items: [CGRect] = []
    /// Per item, whether a self-sizing cell keeps its width (empty: none does).
    var fixedWidths: [Bool] = []
    var lines: [LineSpan] = []
    var supplementaries: [PlacedSupplementary] = []
    /// Decoration views (section backgrounds), drawn behind the cells.
    var decorations: [PlacedSupplementary] = []
    /// The sideways-scrolling band, for an orthogonal section; nil otherwise.
    var orthogonal: OrthogonalBand?
    var start: CGFloat = 0
    var end: CGFloat = 0

    /// The runs that overlap `low...high` along the scroll axis, found by binary search.
    func lines(from low: CGFloat, to high: CGFloat) -> ArraySlice<LineSpan> {
        var lower = 0, upper = lines.count
        while lower < upper {
            let mid = (lower + upper) / 2
            if lines[mid].end < low { lower = mid + 1 } else { upper = mid }
        }
        var last = lower
        while last < lines.count, lines[last].start <= high { last += 1 }
        return lines[lower..<last]
    }

    /// The supplementary view of `kind` for `item`; nil when the section has none.
    func supplementary(ofKind kind: String, item: Int) -> PlacedSupplementary? {
        supplementaries.first { $0.kind == kind && $0.item == item }
    }

    /// Whether `frame` (an item's, in this section) shows in `rect`: an
    /// orthogonal section's items scroll sideways within its band, so only
    /// their extent along the layout's axis counts.
    func shows(_ frame: CGRect, in rect: CGRect) -> Bool {
        orthogonal == nil ? frame.intersects(rect) : frame.maxY >= rect.minY && frame.minY <= rect.maxY
    }

    /// The attributes of the elements of `sections` that intersect `rect`,
    /// made by `layout`; `vertical` tells the scroll axis.
    @MainActor static func attributes(
        in rect: CGRect, of sections: [SectionGeometry], vertical: Bool, layout: UICollectionViewLayout
    ) -> [UICollectionViewLayoutAttributes] {
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
            for decoration in section.decorations where decoration.frame.intersects(rect) {
                result.append(
                    layout.makeAttributes(
                        decoration: decoration.kind, at: IndexPath(item: 0, section: index), frame: decoration.frame,
                        zIndex: decoration.zIndex))
            }
            for placed in section.supplementaries where section.shows(placed.frame, in: rect) {
                result.append(layout.makeAttributes(placed, section: index))
            }
            for line in section.lines(from: low, to: high) {
                for item in line.firstItem..<(line.firstItem + line.count)
                where section.shows(section.items[item], in: rect) {
                    result.append(section.attributes(ofItem: item, section: index, layout: layout))
                }
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath` of `sections`; nil out of range.
    @MainActor static func attributes(
        ofItem indexPath: IndexPath, in sections: [SectionGeometry], layout: UICollectionViewLayout
    )
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].attributes(
            ofItem: indexPath.item, section: indexPath.section, layout: layout)
    }

    /// The attributes of the supplementary view of `kind` in the section of `indexPath`; nil when it has none.
    @MainActor static func attributes(
        ofSupplementary kind: String, at indexPath: IndexPath, in sections: [SectionGeometry],
        layout: UICollectionViewLayout
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]),
            let placed = sections[indexPath[0]].supplementary(
                ofKind: kind, item: indexPath.count > 1 ? indexPath[1] : 0)
        else { return nil }
        return layout.makeAttributes(placed, section: indexPath[0])
    }

    /// The attributes of one item.
    @MainActor func attributes(ofItem item: Int, section: Int, layout: UICollectionViewLayout)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = layout.makeAttributes(item: IndexPath(item: item, section: section), frame: items[item])
        attributes.fixesWidthWhenSizing = fixedWidths.indices.contains(item) && fixedWidths[item]
        return attributes
    }
}
