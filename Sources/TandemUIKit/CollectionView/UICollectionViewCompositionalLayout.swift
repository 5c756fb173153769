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
/// or as a list (``list(using:)``). Sections may scroll sideways
/// (``NSCollectionLayoutSection/orthogonalScrollingBehavior``), carry
/// supplementary items on their items (badges), pinned headers and
/// decoration items (backgrounds). Tandem lays sections out vertically
/// (the configuration's horizontal scroll direction is reported). Main actor only.
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

    /// What applies across the sections (their spacing, the layout's own
    /// headers and footers); setting it lays out again.
    open var configuration = UICollectionViewCompositionalLayoutConfiguration() {
        didSet {
            if configuration.scrollDirection == .horizontal {
                Diagnostics.report(
                    "UICollectionViewCompositionalLayout",
                    "horizontal scrolling is not offered in Tandem; the sections are laid out vertically")
            }
            invalidateLayout()
        }
    }

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(section: section)
        self.configuration = configuration
    }

    /// A layout that asks `sectionProvider` for each section whenever it lays out.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public convenience init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: sectionProvider)
        self.configuration = configuration
    }

    /// Layouts are not archived on Linux: this makes a layout with no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        super.init(coder: coder)
    }

    /// A list: every section a ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``
    /// of `configuration`, on the configuration's background.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.list = configuration
        return layout
    }

    override var listBackgroundColor: UIColor? { list?.resolvedBackgroundColor }

    /// The width of the collection view by the height of every section.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Asks for the sections and places every item, supplementary and
    /// decoration item: O(items).
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
        var layoutHeaders: [PlacedSupplementary] = [], layoutFooters: [PlacedSupplementary] = []
        func addLayoutBoundary(
            _ item: NSCollectionLayoutBoundarySupplementaryItem, into placed: inout [PlacedSupplementary]
        ) {
            let container = CGSize(width: width, height: height)
            let size = CGSize(
                width: item.layoutSize.widthDimension.resolved(in: container),
                height: item.layoutSize.heightDimension.resolved(in: container))
            placed.append(
                PlacedSupplementary(
                    kind: item.elementKind,
                    frame: CGRect(x: environment.contentInsets.leading, y: y, width: size.width, height: size.height),
                    zIndex: item.zIndex))
            y += size.height
        }
        for item in configuration.boundarySupplementaryItems where item.alignment.isTop {
            addLayoutBoundary(item, into: &layoutHeaders)
        }
        let sectionCount = collectionView.numberOfSections
        for index in 0..<sectionCount {
            guard let section = sectionProvider(index, environment) else {
                Diagnostics.report(
                    "UICollectionViewCompositionalLayout",
                    "the section provider returned no section for section \(index); it is left empty")
                var geometry = SectionGeometry()
                geometry.start = y
                geometry.end = y
                sections.append(geometry)
                sectionLists.append(nil)
                continue
            }
            var builder = CompositionalSectionBuilder(
                index: index, section: section, count: collectionView.numberOfItems(inSection: index),
                environment: environment,
                height: height, measured: measured)
            let geometry = builder.build(from: y)
            if builder.hasEstimates { hasEstimates = true }
            y = geometry.end
            if index < sectionCount - 1 { y += configuration.interSectionSpacing }
            sections.append(geometry)
            sectionLists.append(section.listConfiguration)
        }
        for item in configuration.boundarySupplementaryItems where item.alignment.isBottom {
            addLayoutBoundary(item, into: &layoutFooters)
        }
        // The layout's own headers ride with the first section's elements,
        // its footers with the last's (so rect queries find them where they are).
        if !layoutHeaders.isEmpty || !layoutFooters.isEmpty {
            if sections.isEmpty { sections.append(SectionGeometry()) }
            sections[0].supplementaries.append(contentsOf: layoutHeaders)
            sections[0].start = 0
            let last = sections.count - 1
            sections[last].supplementaries.append(contentsOf: layoutFooters)
            sections[last].end = y
        }
        contentSize = CGSize(width: width, height: y)
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

    /// The items, supplementary and decoration items whose frames intersect
    /// `rect` (an orthogonal section's items: whose band does), pinned
    /// headers and footers where the visible area holds them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        SectionGeometry.attributes(in: rect, of: pinnedSections(), vertical: true, layout: self).map(decorated)
    }

    override func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        sectionLists.indices.contains(section) ? sectionLists[section] : nil
    }

    override func orthogonalBand(ofSection section: Int) -> OrthogonalBand? {
        sections.indices.contains(section) ? sections[section].orthogonal : nil
    }

    /// The sections with their pinned headers (and footers) moved to the
    /// visible area's top (bottom), kept within their sections.
    private func pinnedSections() -> [SectionGeometry] {
        guard let collectionView, sections.contains(where: { $0.supplementaries.contains { $0.pin != nil } }) else {
            return sections
        }
        let insets = collectionView.adjustedContentInset
        let top = collectionView.bounds.minY + insets.top
        let bottom = collectionView.bounds.maxY - insets.bottom
        return sections.map { section in
            var pinned = section
            for index in pinned.supplementaries.indices {
                guard let pin = pinned.supplementaries[index].pin else { continue }
                var frame = pinned.supplementaries[index].frame
                switch pin {
                case .top: frame.origin.y = min(max(frame.minY, top), section.end - frame.height)
                case .bottom: frame.origin.y = max(min(frame.minY, bottom - frame.height), section.start)
                }
                pinned.supplementaries[index].frame = frame
                // Above the cells that scroll under it.
                pinned.supplementaries[index].zIndex = max(pinned.supplementaries[index].zIndex, 1)
            }
            return pinned
        }
    }

    /// The item's frame; nil out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        SectionGeometry.attributes(ofItem: indexPath, in: sections, layout: self).map(decorated)
    }

    /// The supplementary item of `elementKind` at `indexPath` (a section's
    /// header or footer at item 0, an item's badge at the item's path); nil when there is none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        SectionGeometry.attributes(ofSupplementary: elementKind, at: indexPath, in: pinnedSections(), layout: self)
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
