public import Foundation

/// A layout that flows items into lines: along the width, wrapping to the
/// next line, for a vertical ``scrollDirection`` (along the height, in
/// columns, for a horizontal one), section after section, with optional
/// headers and footers.
///
/// As UIKit's flow layout does, a line that is full spreads its items across
/// the available width (the space between them grows beyond
/// ``minimumInteritemSpacing``), a full line of one item is centered, and a
/// section's last line keeps the minimum spacing from the leading edge. Items
/// of different sizes are centered across the line's thickness. Sizes and
/// spacings come from the properties or, per item and section, from a
/// delegate that adopts ``UICollectionViewDelegateFlowLayout``. With an
/// ``estimatedItemSize`` the cells size themselves (their
/// `preferredLayoutAttributesFitting(_:)`), measured as they come on screen.
///
/// `prepare()` is linear in the number of items; rect queries binary-search
/// the lines, so 100,000 items stay cheap to scroll. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The estimate that asks cells to size themselves starting from ``itemSize``.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The scroll axis: vertical (lines are rows) by default, or horizontal (lines are columns).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item (unless the delegate sizes them); 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A guess at item sizes that makes cells size themselves; zero (the default) turns self-sizing off.
    open var estimatedItemSize = CGSize.zero {
        didSet {
            forgetMeasuredSizes()
            invalidateLayout()
        }
    }
    /// The least space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (between the header and footer).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size of section headers: its height counts when scrolling vertically, its width horizontally; zero for none.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers; zero for none.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    private var sections: [SectionGeometry] = []
    private var contentSize = CGSize.zero
    private var measured: [IndexPath: CGSize] = [:]

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Layouts are not archived on Linux: this makes a default flow layout.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The extent of every line and section.
    open override var collectionViewContentSize: CGSize { contentSize }

    private var isVertical: Bool { scrollDirection == .vertical }

    /// A rect from positions across the lines (`a`) and along the scroll axis (`b`).
    private func rect(a: CGFloat, b: CGFloat, across: CGFloat, along: CGFloat) -> CGRect {
        isVertical ? CGRect(x: a, y: b, width: across, height: along) : CGRect(x: b, y: a, width: along, height: across)
    }

    /// Computes every item's frame, line by line: O(items).
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = isVertical
        let insets = collectionView.adjustedContentInset
        let width = max(
            0,
            vertical
                ? collectionView.bounds.width - insets.left - insets.right
                : collectionView.bounds.height - insets.top - insets.bottom)
        let estimate: CGSize? =
            estimatedItemSize == .zero ? nil : estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var b: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let inset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let spacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let headerSize =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footerSize =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            // The insets before and after the lines (along), and at their ends (across).
            let (insetBefore, insetAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (insetStart, insetEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            var flow = SectionGeometry()
            flow.start = b
            let headerAlong = vertical ? headerSize.height : headerSize.width
            if headerAlong > 0 {
                flow.supplementaries.append(
                    PlacedSupplementary(
                        kind: UICollectionView.elementKindSectionHeader,
                        frame: rect(a: 0, b: b, across: width, along: headerAlong)))
                b += headerAlong
            }
            b += insetBefore
            let available = max(0, width - insetStart - insetEnd)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                let size: CGSize
                if let estimate {
                    size = measured[path] ?? estimate
                } else {
                    size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
                }
                sizes.append(CGSize(width: max(0, size.width), height: max(0, size.height)))
            }
            flow.items = [CGRect](repeating: .zero, count: count)
            var first = 0
            while first < count {
                // Fill the line: items while they fit, at least one.
                var used = vertical ? sizes[first].width : sizes[first].height
                var end = first + 1
                while end < count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    if used + spacing + next > available { break }
                    used += spacing + next
                    end += 1
                }
                if !flow.lines.isEmpty { b += lineSpacing }
                let thickness = sizes[first..<end].map { vertical ? $0.height : $0.width }.max() ?? 0
                let isLast = end == count
                let members = end - first
                let itemsLength = used - spacing * CGFloat(members - 1)
                var gap = spacing, a = insetStart
                if !isLast {
                    if members == 1 {
                        a = insetStart + max(0, available - itemsLength) / 2
                    } else {
                        gap = (available - itemsLength) / CGFloat(members - 1)
                    }
                }
                for item in first..<end {
                    let across = vertical ? sizes[item].width : sizes[item].height
                    let along = vertical ? sizes[item].height : sizes[item].width
                    flow.items[item] = rect(a: a, b: b + (thickness - along) / 2, across: across, along: along)
                    a += across + gap
                }
                flow.lines.append(LineSpan(firstItem: first, count: members, start: b, end: b + thickness))
                b += thickness
                first = end
            }
            b += insetAfter
            let footerAlong = vertical ? footerSize.height : footerSize.width
            if footerAlong > 0 {
                flow.supplementaries.append(
                    PlacedSupplementary(
                        kind: UICollectionView.elementKindSectionFooter,
                        frame: rect(a: 0, b: b, across: width, along: footerAlong)))
                b += footerAlong
            }
            flow.end = b
            sections.append(flow)
        }
        contentSize = vertical ? CGSize(width: width, height: b) : CGSize(width: b, height: width)
    }

    /// The items, headers and footers whose frames intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        SectionGeometry.attributes(in: rect, of: sections, vertical: isVertical, layout: self)
    }

    /// The item's frame; nil out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        SectionGeometry.attributes(ofItem: indexPath, in: sections, layout: self)
    }

    /// The header or footer of the section; nil when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        SectionGeometry.attributes(ofSupplementary: elementKind, at: indexPath, in: sections, layout: self)
    }

    /// A change of the width (vertical) or height (horizontal) lays out again; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return isVertical
            ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }

    /// True when items are estimated (``estimatedItemSize`` is set): the cell's size is kept for its item.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
    }

    override var measuresCells: Bool { estimatedItemSize != .zero }

    override func recordMeasuredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) {
        guard attributes.representedElementCategory == .cell else { return }
        measured[attributes.indexPath] = size
        needsPrepare = true
    }

    override func forgetMeasuredSizes() { measured = [:] }
}
