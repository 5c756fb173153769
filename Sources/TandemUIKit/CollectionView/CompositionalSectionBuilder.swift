import Foundation
import TandemSupport

/// Lays out one section of a compositional layout: its boundary items
/// (headers, footers), its groups repeated over its items — one under
/// another, or side by side in a band when the section scrolls
/// orthogonally — the supplementary items attached to items and groups,
/// and its decoration items.
@MainActor
struct CompositionalSectionBuilder {
    /// The section's index.
    let index: Int
    /// The section's description.
    let section: NSCollectionLayoutSection
    /// How many items it holds.
    let count: Int
    /// The layout's environment.
    let environment: LayoutEnvironment
    /// The collection view's height (the container's for fractional heights).
    let height: CGFloat
    /// The sizes self-sizing cells measured, by index path.
    let measured: [IndexPath: CGSize]
    /// Whether some item or group estimates a size (the layout then measures cells).
    private(set) var hasEstimates = false

    /// The section laid out from `y` down; its geometry ends where the next section may start.
    mutating func build(from start: CGFloat) -> SectionGeometry {
        var geometry = SectionGeometry()
        geometry.start = start
        var y = start
        let ci = section.contentInsets
        let width = environment.effectiveContentSize.width
        let contentWidth = max(0, width - ci.leading - ci.trailing)
        let follows = section.supplementariesFollowContentInsets
        let boundaryX = environment.contentInsets.leading + (follows ? ci.leading : 0)
        let boundaryContainer = CGSize(width: follows ? contentWidth : width, height: height)
        func addBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let size = CGSize(
                width: item.layoutSize.widthDimension.resolved(in: boundaryContainer),
                height: item.layoutSize.heightDimension.resolved(in: boundaryContainer))
            let trailing = item.alignment == .topTrailing || item.alignment == .bottomTrailing
            let x = trailing ? boundaryX + boundaryContainer.width - size.width : boundaryX
            let pin: PlacedSupplementary.Pin? = item.pinToVisibleBounds ? (item.alignment.isTop ? .top : .bottom) : nil
            geometry.supplementaries.append(
                PlacedSupplementary(
                    kind: item.elementKind,
                    frame: CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height),
                    zIndex: item.zIndex, pin: pin))
            y += size.height
        }
        for item in section.boundarySupplementaryItems where item.alignment.isTop { addBoundary(item) }
        let contentTop = y
        y += ci.top
        let container = CGSize(width: contentWidth, height: height)
        geometry.items = [CGRect](repeating: .zero, count: count)
        geometry.fixedWidths = [Bool](repeating: false, count: count)
        let originX = environment.contentInsets.leading + ci.leading
        let sideways = section.orthogonalScrollingBehavior != .none
        var first = 0
        var x = originX
        var bandHeight: CGFloat = 0
        var groupStarts: [CGFloat] = [], groupWidths: [CGFloat] = []
        while first < count {
            var placed: [(frame: CGRect, fixedWidth: Bool)] = []
            var attached: [PlacedSupplementary] = []
            let origin = CGPoint(x: sideways ? x : originX, y: y)
            let size = place(
                section.group, at: origin, in: container, first: first, remaining: count - first, into: &placed,
                attached: &attached)
            guard !placed.isEmpty else {
                Diagnostics.report(
                    "UICollectionViewCompositionalLayout",
                    "the group of section \(index) holds no items; its items are not shown")
                break
            }
            for (offset, leaf) in placed.enumerated() {
                geometry.items[first + offset] = leaf.frame
                geometry.fixedWidths[first + offset] = leaf.fixedWidth
            }
            geometry.supplementaries.append(contentsOf: attached)
            first += placed.count
            if sideways {
                groupStarts.append(x)
                groupWidths.append(size.width)
                x += size.width + (first < count ? section.interGroupSpacing : 0)
                bandHeight = max(bandHeight, size.height)
            } else {
                geometry.lines.append(
                    LineSpan(firstItem: first - placed.count, count: placed.count, start: y, end: y + size.height))
                y += size.height
                if first < count { y += section.interGroupSpacing }
            }
        }
        if sideways {
            // One band: every item is found by a query of its height.
            if first > 0 { geometry.lines.append(LineSpan(firstItem: 0, count: first, start: y, end: y + bandHeight)) }
            geometry.orthogonal = OrthogonalBand(
                frame: CGRect(x: 0, y: y, width: environment.contentSize.width, height: bandHeight),
                contentWidth: x + ci.trailing + environment.contentInsets.trailing,
                behavior: section.orthogonalScrollingBehavior,
                groupStarts: groupStarts, groupWidths: groupWidths, leadingInset: originX)
            y += bandHeight
        }
        y += ci.bottom
        // Decorations cover the section's content area: inside its boundary items, across its content insets' width.
        let area = CGRect(x: originX - ci.leading, y: contentTop, width: width, height: y - contentTop)
        for decoration in section.decorationItems {
            let insets = decoration.contentInsets
            let frame = CGRect(
                x: area.minX + insets.leading, y: area.minY + insets.top,
                width: max(0, area.width - insets.leading - insets.trailing),
                height: max(0, area.height - insets.top - insets.bottom))
            geometry.decorations.append(
                PlacedSupplementary(kind: decoration.elementKind, frame: frame, zIndex: decoration.zIndex))
        }
        for item in section.boundarySupplementaryItems where item.alignment.isBottom { addBoundary(item) }
        geometry.end = y
        return geometry
    }

    /// Places `item` (a leaf, or a group and what it holds) at `origin` in a
    /// container of `container`, appending the frames of the leaves it
    /// fills (at most `remaining`) to `placed` and its supplementary items
    /// to `attached`; returns its outer size. `forcedWidth`/`forcedHeight`
    /// force its size along the parent group's axis (a repeated subitem's share).
    private mutating func place(
        _ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize, first: Int, remaining: Int,
        into placed: inout [(frame: CGRect, fixedWidth: Bool)], attached: inout [PlacedSupplementary],
        forcedWidth: CGFloat? = nil, forcedHeight: CGFloat? = nil
    ) -> CGSize {
        let size = item.layoutSize
        if size.widthDimension.isEstimated || size.heightDimension.isEstimated { hasEstimates = true }
        guard let group = item as? NSCollectionLayoutGroup else {
            let insets = item.contentInsets
            let itemIndex = first + placed.count
            let measuredSize = measured[IndexPath(item: itemIndex, section: index)]
            let width =
                forcedWidth
                ?? size.widthDimension.resolved(
                    in: container, measured: measuredSize.map { $0.width + insets.leading + insets.trailing })
            let height =
                forcedHeight
                ?? size.heightDimension.resolved(
                    in: container, measured: measuredSize.map { $0.height + insets.top + insets.bottom })
            let frame = CGRect(
                x: origin.x + insets.leading, y: origin.y + insets.top,
                width: max(0, width - insets.leading - insets.trailing),
                height: max(0, height - insets.top - insets.bottom))
            placed.append((frame, !size.widthDimension.isEstimated))
            attach(item.supplementaryItems, to: frame, item: itemIndex, into: &attached)
            return CGSize(width: width, height: height)
        }
        let startCount = placed.count
        let width = forcedWidth ?? size.widthDimension.resolved(in: container)
        let fixedHeight: CGFloat? =
            forcedHeight ?? (size.heightDimension.isEstimated ? nil : size.heightDimension.resolved(in: container))
        let groupSize = CGSize(width: width, height: fixedHeight ?? size.heightDimension.dimension)
        let gap = group.interItemSpacing?.spacing ?? 0
        let slots = group.slots
        // A repeated subitem's share of the group along its axis.
        let share: CGFloat? = group.repeatCount.map { count in
            let length = group.isHorizontal ? width : groupSize.height
            return max(0, (length - gap * CGFloat(count - 1)) / CGFloat(count))
        }
        var cursor: CGFloat = 0, across: CGFloat = 0
        var children: [(range: Range<Int>, size: CGSize)] = []
        // A group of its own subitems repeats them while they fit along its
        // axis (when that length is known); a counted group holds its count.
        let length: CGFloat? = group.isHorizontal ? width : fixedHeight
        let repeats = group.repeatCount == nil && length != nil
        var index = 0
        while placed.count < remaining, !slots.isEmpty {
            if index == slots.count {
                guard repeats, cursor > 0 else { break }
                index = 0
            }
            let slot = slots[index]
            index += 1
            let start = placed.count
            let attachedStart = attached.count
            let childOrigin =
                group.isHorizontal
                ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let childSize = place(
                slot, at: childOrigin, in: groupSize, first: first, remaining: remaining, into: &placed,
                attached: &attached, forcedWidth: group.isHorizontal ? share : nil,
                forcedHeight: group.isHorizontal ? nil : share.flatMap { fixedHeight == nil ? nil : $0 })
            let childLength = group.isHorizontal ? childSize.width : childSize.height
            if repeats, let length, !children.isEmpty, cursor + childLength > length + 0.001 {
                placed.removeSubrange(start...)
                attached.removeSubrange(attachedStart...)
                break
            }
            children.append((start..<placed.count, childSize))
            cursor += childLength + gap
            across = max(across, group.isHorizontal ? childSize.height : childSize.width)
        }
        let used = max(0, cursor - gap)
        if group.isHorizontal, let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, children.count > 1,
            used < width
        {
            // Flexible spacing shares the row's leftover width between the gaps.
            let extra = (width - used) / CGFloat(children.count - 1)
            for (index, child) in children.enumerated() where index > 0 {
                for leaf in child.range { placed[leaf].frame.origin.x += extra * CGFloat(index) }
            }
        }
        let outer =
            group.isHorizontal
            ? CGSize(width: width, height: fixedHeight ?? across) : CGSize(width: width, height: fixedHeight ?? used)
        attach(
            group.supplementaryItems, to: CGRect(origin: origin, size: outer), item: first + startCount, into: &attached
        )
        return outer
    }

    /// Places `items` around `frame` (an item's or a group's), for the item at `item`.
    private func attach(
        _ items: [NSCollectionLayoutSupplementaryItem], to frame: CGRect, item: Int,
        into attached: inout [PlacedSupplementary]
    ) {
        for supplementary in items {
            let size = CGSize(
                width: supplementary.layoutSize.widthDimension.resolved(in: frame.size),
                height: supplementary.layoutSize.heightDimension.resolved(in: frame.size))
            let placedFrame = supplementary.containerAnchor.frame(
                of: size, in: frame, itemAnchor: supplementary.itemAnchor)
            attached.append(
                PlacedSupplementary(
                    kind: supplementary.elementKind, frame: placedFrame, item: item, zIndex: supplementary.zIndex))
        }
    }
}
