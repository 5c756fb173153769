public import Foundation
import TandemSupport

/// A layout composed of sections, groups and items: each section repeats its
/// ``NSCollectionLayoutGroup`` over its items, one group under another,
/// and each group places its items in a row or a column at sizes relative
/// to the group (fractions of its width or height, absolute lengths, or
/// estimates that the cells' own measurements replace).
///
/// Make one from a single section (``init(section:)``), from a provider
/// called for each section with the environment (``init(sectionProvider:)``),
/// or as a list (``list(using:)``). Tandem lays sections out vertically;
/// orthogonal scrolling sections, decoration items and the layout
/// configuration (horizontal scrolling, inter-section spacing) are not
/// offered. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for the environment; nil is reported and the section left empty.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var list: UICollectionLayoutListConfiguration?
    private var sections: [SectionGeometry] = []
    private var sectionLists: [UICollectionLayoutListConfiguration?] = []
    private var contentSize = CGSize.zero
    private var measured: [IndexPath: CGSize] = [:]
    private var hasEstimates = false

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section whenever it lays out.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// Layouts are not archived on Linux: this makes a layout with no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        super.init(coder: coder)
    }

    /// A list: every section a ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``
    /// of `configuration`, on the configuration's background.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.list = configuration
        return layout
    }

    override var listBackgroundColor: UIColor? { list?.resolvedBackgroundColor }

    /// The width of the collection view by the height of every section.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Asks for the sections and places every item and boundary supplementary item: O(items).
    open override func prepare() {
        super.prepare()
        sections = []
        sectionLists = []
        contentSize = .zero
        hasEstimates = false
        guard let collectionView else { return }
        let insets = collectionView.adjustedContentInset
        let environment = LayoutEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: 0, leading: insets.left, bottom: 0, trailing: insets.right),
            traitCollection: collectionView.traitCollection)
        let width = environment.effectiveContentSize.width
        let height = collectionView.bounds.height
        var y: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            var geometry = SectionGeometry()
            geometry.start = y
            guard let section = sectionProvider(index, environment) else {
                Diagnostics.report("UICollectionViewCompositionalLayout", "the section provider returned no section for section \(index); it is left empty")
                geometry.end = y
                sections.append(geometry)
                sectionLists.append(nil)
                continue
            }
            let count = collectionView.numberOfItems(inSection: index)
            let ci = section.contentInsets
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
                geometry.supplementaries.append((item.elementKind, CGRect(x: x, y: y, width: size.width, height: size.height)))
                y += size.height
            }
            for item in section.boundarySupplementaryItems where item.alignment.isTop { addBoundary(item) }
            y += ci.top
            let container = CGSize(width: contentWidth, height: height)
            geometry.items = [CGRect](repeating: .zero, count: count)
            geometry.fixedWidths = [Bool](repeating: false, count: count)
            var first = 0
            while first < count {
                var placed: [(frame: CGRect, fixedWidth: Bool)] = []
                let origin = CGPoint(x: environment.contentInsets.leading + ci.leading, y: y)
                let size = place(section.group, at: origin, in: container, section: index, first: first, remaining: count - first, into: &placed)
                guard !placed.isEmpty else {
                    Diagnostics.report("UICollectionViewCompositionalLayout", "the group of section \(index) holds no items; its items are not shown")
                    break
                }
                for (offset, leaf) in placed.enumerated() {
                    geometry.items[first + offset] = leaf.frame
                    geometry.fixedWidths[first + offset] = leaf.fixedWidth
                }
                geometry.lines.append(LineSpan(firstItem: first, count: placed.count, start: y, end: y + size.height))
                first += placed.count
                y += size.height
                if first < count { y += section.interGroupSpacing }
            }
            y += ci.bottom
            for item in section.boundarySupplementaryItems where item.alignment.isBottom { addBoundary(item) }
            geometry.end = y
            sections.append(geometry)
            sectionLists.append(section.listConfiguration)
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// Places `item` (a leaf, or a group and what it holds) at `origin` in a
    /// container of `container`, appending the frames of the leaves it
    /// fills (at most `remaining`) to `placed`; returns its outer size.
    /// `along` forces its size along the parent group's axis (a repeated subitem's share).
    private func place(
        _ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize, section: Int, first: Int, remaining: Int,
        into placed: inout [(frame: CGRect, fixedWidth: Bool)], forcedWidth: CGFloat? = nil, forcedHeight: CGFloat? = nil
    ) -> CGSize {
        let size = item.layoutSize
        if size.widthDimension.isEstimated || size.heightDimension.isEstimated { hasEstimates = true }
        guard let group = item as? NSCollectionLayoutGroup else {
            let insets = item.contentInsets
            let measuredSize = measured[IndexPath(item: first + placed.count, section: section)]
            let width =
                forcedWidth ?? size.widthDimension.resolved(in: container, measured: measuredSize.map { $0.width + insets.leading + insets.trailing })
            let height =
                forcedHeight ?? size.heightDimension.resolved(in: container, measured: measuredSize.map { $0.height + insets.top + insets.bottom })
            let frame = CGRect(
                x: origin.x + insets.leading, y: origin.y + insets.top, width: max(0, width - insets.leading - insets.trailing),
                height: max(0, height - insets.top - insets.bottom))
            placed.append((frame, !size.widthDimension.isEstimated))
            return CGSize(width: width, height: height)
        }
        let width = forcedWidth ?? size.widthDimension.resolved(in: container)
        let fixedHeight: CGFloat? = forcedHeight ?? (size.heightDimension.isEstimated ? nil : size.heightDimension.resolved(in: container))
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
            let childOrigin = group.isHorizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let childSize = place(
                slot, at: childOrigin, in: groupSize, section: section, first: first, remaining: remaining, into: &placed,
                forcedWidth: group.isHorizontal ? share : nil, forcedHeight: group.isHorizontal ? nil : share.flatMap { fixedHeight == nil ? nil : $0 })
            let childLength = group.isHorizontal ? childSize.width : childSize.height
            if repeats, let length, !children.isEmpty, cursor + childLength > length + 0.001 {
                placed.removeSubrange(start...)
                break
            }
            children.append((start..<placed.count, childSize))
            cursor += childLength + gap
            across = max(across, group.isHorizontal ? childSize.height : childSize.width)
        }
        let used = max(0, cursor - gap)
        if group.isHorizontal {
            // Flexible spacing shares the row's leftover width between the gaps.
            if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, children.count > 1, used < width {
                let extra = (width - used) / CGFloat(children.count - 1)
                for (index, child) in children.enumerated() where index > 0 {
                    for leaf in child.range { placed[leaf].frame.origin.x += extra * CGFloat(index) }
                }
            }
            return CGSize(width: width, height: fixedHeight ?? across)
        }
        return CGSize(width: width, height: fixedHeight ?? used)
    }

    /// Gives a list section's row attributes their list look (appearance, corners, separator).
    private func decorated(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let path = attributes.indexPath
        guard attributes.representedElementCategory == .cell, sectionLists.indices.contains(path.section),
            let list = sectionLists[path.section]
        else { return attributes }
        let last = sections[path.section].items.count - 1
        var corners: CACornerMask = []
        if list.appearance == .insetGrouped {
            if path.item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if path.item == last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        let separator = list.showsSeparators && (list.appearance == .plain || path.item != last)
        attributes.listRow = ListRowStyle(appearance: list.appearance, corners: corners, showsSeparator: separator)
        return attributes
    }

    /// The items and boundary supplementary items whose frames intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        SectionGeometry.attributes(in: rect, of: sections, vertical: true, layout: self).map(decorated)
    }

    /// The item's frame; nil out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        SectionGeometry.attributes(ofItem: indexPath, in: sections, layout: self).map(decorated)
    }

    /// The section's boundary supplementary item of `elementKind`; nil when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        SectionGeometry.attributes(ofSupplementary: elementKind, at: indexPath, in: sections, layout: self)
    }

    /// A change of width lays out again (fractions and lists follow it); scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.width != collectionView.bounds.width || (newBounds.height != collectionView.bounds.height)
    }

    /// True when the layout has estimated dimensions: the cell's size replaces the estimate.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        hasEstimates && preferredAttributes.size != originalAttributes.size
    }

    override var measuresCells: Bool { hasEstimates }

    override func recordMeasuredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) {
        guard attributes.representedElementCategory == .cell else { return }
        measured[attributes.indexPath] = size
        needsPrepare = true
    }

    override func forgetMeasuredSizes() { measured = [:] }
}
