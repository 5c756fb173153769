public import Foundation
import TandemGraphics
import TandemSupport

/// A scrolling view of items in sections, each item a reusable
/// ``UICollectionViewCell`` that its ``dataSource`` configures, placed by
/// a ``collectionViewLayout``.
///
/// Only the items whose frames intersect the bounds have cells: in
/// `layoutSubviews` the collection view asks its layout for the attributes
/// of the elements in the visible rect, asks the data source for the cells
/// and supplementary views coming into view, and keeps the ones that left
/// for reuse (``dequeueReusableCell(withReuseIdentifier:for:)``), as UIKit
/// does. Layouts that estimate sizes get each new cell's
/// `preferredLayoutAttributesFitting(_:)` and lay out again. The layout is
/// used only through ``UICollectionViewLayout``'s public interface, so a
/// custom subclass drives the view like the built-in ones. Main actor only.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// To UI automation, a collection view.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .collectionView
        return defaults
    }

    /// The supplementary kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items; setting one installs it and lays out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            install(collectionViewLayout)
        }
    }

    /// Supplies the sections, items, cells and supplementary views; held weakly.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate as a collection view delegate (it is set through ``UIScrollView/delegate``).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// A view behind the items, as large as the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether items can be selected by tapping.
    open var allowsSelection = true
    /// Whether several items can be selected at once (a tap toggles an item).
    open var allowsMultipleSelection = false

    /// Whether the collection view is editing: list cells show their editing accessories.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCellsByPath.values { cell.editing = isEditing }
        }
    }

    // MARK: State

    /// The item counts per section, as last loaded; nil until the data source is asked.
    var itemCounts: [Int]?
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views on screen.
    var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    var cellPool = ReusePool<UICollectionViewCell>()
    var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// The decoration views on screen, and the ones kept for reuse by kind.
    var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    var decorationPool: [String: [UICollectionReusableView]] = [:]
    /// The sideways scrollers of the orthogonal sections in view, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollerView] = [:]
    /// How far the rows of orthogonal sections out of view were scrolled, by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// Swiping list rows open to their actions.
    lazy var listSwipes = RowSwipeController(host: self)
    /// The recognizer that drags items by their reorder grips.
    let reorderRecognizer = UIPanGestureRecognizer()
    /// The item being dragged, its cell, and the cell's top when the drag began.
    var reordering: (path: IndexPath, cell: UICollectionViewCell, origin: CGFloat)?
    /// The selected items, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The items whose cells have been measured since the last data or size change.
    var measuredPaths = Set<IndexPath>()
    /// The item being reconfigured and its cell, which dequeuing for that item returns.
    var reconfiguring: (IndexPath, UICollectionViewCell)?
    /// Batch updates being collected.
    var batch = BatchRecorder()
    /// The item a touch is down on, and where the touch began.
    var touchedPath: IndexPath?
    var touchStart = CGPoint.zero
    /// Set while `layoutSubviews` places elements.
    var isPlacing = false
    private var laidOutSize: CGSize?
    /// The frame a registered class is made with: the element's frame, when dequeuing knows it.
    var frameForNewView = CGRect.zero
    /// The identifiers already registered for cell and supplementary registrations.
    var registeredRegistrations = Set<String>()

    // MARK: Creating

    /// Creates a collection view with `frame`, placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        install(layout)
        installListGestures()
        installItemContextMenus()
    }

    /// Collection views are not archived on Linux: this makes one with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        backgroundColor = .systemBackground
        install(collectionViewLayout)
        installListGestures()
        installItemContextMenus()
    }

    /// The recognizers that swipe list rows and drag items by their grips.
    private func installListGestures() {
        addGestureRecognizer(listSwipes.recognizer)
        reorderRecognizer.addTarget(self, action: UICollectionView.handleReorder)
        addGestureRecognizer(reorderRecognizer)
    }

    private func install(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            Diagnostics.report(
                "UICollectionView", "a layout was installed in a second collection view; it now serves this one only")
            previous.setNeedsLayout()
        }
        layout.collectionView = self
        if let color = layout.listBackgroundColor { backgroundColor = color }
        layout.forgetMeasuredSizes()
        measuredPaths = []
        layout.invalidateLayout()
        setNeedsLayout()
    }

    /// Installs `layout`, then runs `completion` with true. Animated (in a
    /// window), the items on screen in both layouts move from their old
    /// places to their new ones over 0.3 s and the completion waits for them.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let animator = animated ? ItemAnimator(collectionView: self) : nil
        collectionViewLayout = layout
        layoutIfNeeded()
        guard let animator else {
            completion?(true)
            return
        }
        animator.run { completion?(true) }
    }

    /// Installs `layout`, animated as ``setCollectionViewLayout(_:animated:completion:)`` says.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // MARK: Registering and dequeuing

    /// Registers a cell class to make when `identifier` has no cell to reuse;
    /// nil unregisters. A class that is not a `UICollectionViewCell` is reported and ignored.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(nil, for: identifier) }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return Diagnostics.report(
                "UICollectionView",
                "register(_:forCellWithReuseIdentifier:) needs a UICollectionViewCell subclass, not \(cellClass); ignored"
            )
        }
        cellPool.register(
            { [unowned self] in type.init(registeredWithReuseIdentifier: $0, frame: frameForNewView) }, for: identifier)
    }

    /// Registers a supplementary view class for `elementKind` and `identifier`; nil unregisters.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let viewClass else {
            return supplementaryPools[elementKind, default: ReusePool()].register(nil, for: identifier)
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Diagnostics.report(
                "UICollectionView",
                "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) needs a UICollectionReusableView subclass, not \(viewClass); ignored"
            )
        }
        supplementaryPools[elementKind, default: ReusePool()].register(
            { [unowned self] in type.init(registeredWithReuseIdentifier: $0, frame: frameForNewView) }, for: identifier)
    }

    /// A cell for the item at `indexPath`: one to reuse under `identifier`
    /// (after its `prepareForReuse()`) or a new one of the registered class.
    /// While the item is being reconfigured (``reconfigureItems(at:)``), its
    /// own cell, untouched. UIKit stops when nothing is registered; Tandem
    /// reports it and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let (path, cell) = reconfiguring, path == indexPath, cell.reuseIdentifier == identifier { return cell }
        frameForNewView =
            isValidItem(indexPath) ? preparedLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero : .zero
        if let cell = cellPool.dequeue(identifier, prepare: { $0.prepareForReuse() }) {
            cell.editing = isEditing
            return cell
        }
        return unregistered(UICollectionViewCell.self, kind: "UICollectionElementKindCell", identifier: identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath`: one to reuse
    /// or a new one of the class registered for the kind and identifier.
    /// Reported, with a plain view made, when nothing is registered.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        frameForNewView =
            preparedLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame ?? .zero
        if let view = supplementaryPools[elementKind]?.dequeue(identifier, prepare: { $0.prepareForReuse() }) {
            return view
        }
        return unregistered(UICollectionReusableView.self, kind: elementKind, identifier: identifier)
    }

    /// A plain view for an identifier nobody registered, reported with UIKit's message (UIKit stops).
    private func unregistered<View: UICollectionReusableView>(_ type: View.Type, kind: String, identifier: String)
        -> View
    {
        Diagnostics.report(
            "UICollectionView",
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier; made a plain view"
        )
        return View(registeredWithReuseIdentifier: identifier, frame: .zero)
    }

    /// The view made when a data source placed by a layout gives no supplementary view.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.report(
            "UICollectionView",
            "the layout placed a supplementary view of kind \(kind) at \(indexPath) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view"
        )
        return UICollectionReusableView(frame: .zero)
    }

    /// Registers a registration's class under its identifier the first time it is used.
    func registerOnce(_ identifier: String, _ register: () -> Void) {
        guard !registeredRegistrations.contains(identifier) else { return }
        registeredRegistrations.insert(identifier)
        register()
    }

    // MARK: Counts and queries

    /// The number of sections, as last loaded from the data source.
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items in `section`, as last loaded; 0 for a section out of range.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell showing the item, if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`, if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        layoutIfNeeded()
        return visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The item `cell` shows; nil when it is not on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item at `point` (in the collection view's content coordinates); nil
    /// where no item is. Of overlapping items, the one with the highest `zIndex`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let layout = preparedLayout
        let point = layoutPoint(for: point)
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath`; nil when out of range.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValidItem(indexPath) else { return nil }
        return preparedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The layout, prepared if it was invalidated.
    var preparedLayout: UICollectionViewLayout {
        _ = loadedCounts
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout
    }

    // MARK: Reloading

    /// Reloads everything from the data source at the next layout: the cells
    /// on screen are handed back for reuse (with `didEndDisplaying`) and the
    /// selection is cleared, as in UIKit.
    open func reloadData() {
        itemCounts = nil
        selectedPaths = []
        endDisplayingEverything()
        forgetMeasurements()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Forgets every cell measurement (the data or the size changed).
    func forgetMeasurements() {
        measuredPaths = []
        collectionViewLayout.forgetMeasuredSizes()
    }

    // MARK: Layout

    /// Redoes the layout when the content offset (the bounds' origin) or the
    /// size changes; before the change, the layout is asked
    /// `shouldInvalidateLayout(forBoundsChange:)` with the new bounds.
    open override var bounds: CGRect {
        willSet {
            guard newValue != bounds, collectionViewLayout.collectionView === self else { return }
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
        }
        didSet {
            if bounds != oldValue { setNeedsLayout() }
        }
    }

    /// Shows the elements in the bounds: cells and supplementary views coming
    /// into view are asked of the data source (and measured when the layout
    /// estimates sizes); the ones that left are handed back for reuse. A new
    /// size (from the frame, say) always prepares the layout again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Measuring a cell lays its content out, which may ask this view (an ancestor) to lay out again.
        guard !isPlacing else { return }
        isPlacing = true
        defer { isPlacing = false }
        backgroundView?.frame = bounds
        if laidOutSize != bounds.size {
            if laidOutSize != nil, collectionViewLayout.measuresCells { forgetMeasurements() }
            laidOutSize = bounds.size
            collectionViewLayout.invalidateLayout()
        }
        // A new measurement changes the layout, which may bring other items in: a few rounds settle it.
        for _ in 0..<4 {
            let layout = preparedLayout
            contentSize = layout.collectionViewContentSize
            if !placeVisibleElements(layout) {
                // A row swiped open keeps its offset, or closes when it left.
                if let open = listSwipes.swipe {
                    if visibleCellsByPath[open.path] == nil { listSwipes.close() } else { listSwipes.place() }
                }
                return
            }
            layout.needsPrepare = true
        }
        // Still settling (items that measured differently keep coming in): the next pass goes on.
        setNeedsLayout()
    }

    // MARK: Touches

    /// A mostly horizontal drag on a list row with swipe actions swipes it rather than scrolling.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        reorderGestureShouldBegin(gestureRecognizer) ?? swipeGestureShouldBegin(gestureRecognizer)
            ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A touch down on an item highlights it, when the delegate allows
    /// (`shouldHighlightItemAt`, then `didHighlightItemAt`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch elsewhere closes a row swiped open, and does nothing else.
        if listSwipes.swipe != nil {
            listSwipes.close()
            return
        }
        guard let touch = touches.first, touchBegan(at: touch.location(in: self)) else {
            return super.touchesBegan(touches, with: event)
        }
    }

    /// A touch that moves more than a few points drops the highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touchedPath != nil else { return super.touchesMoved(touches, with: event) }
        touchMoved(to: touch.location(in: self))
    }

    /// A touch lifted on the highlighted item selects it, in UIKit's order:
    /// `shouldSelectItemAt`, `didUnhighlightItemAt`, `didDeselectItemAt` for
    /// an item the selection replaces, then `didSelectItemAt`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedPath != nil else { return super.touchesEnded(touches, with: event) }
        touchEnded()
    }

    /// The system took the touch (the view scrolls): the highlight goes.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedPath != nil else { return super.touchesCancelled(touches, with: event) }
        unhighlightTouchedItem()
    }

    // MARK: Scrolling

    /// Scrolls so that the item is at `scrollPosition` (one vertical and one
    /// horizontal position at most; none scrolls as little as shows it). An
    /// index path out of range is reported and ignored.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath) else {
            return Diagnostics.report(
                "UICollectionView", "scrollToItem(at:) with an index path out of range \(indexPath); ignored")
        }
        // Twice: the first scroll measures the items it brings in, which may move the item.
        for _ in 0..<2 {
            guard let frame = preparedLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
            let insets = adjustedContentInset
            let x = offset(
                showing: frame.minX, frame.maxX, current: bounds.minX, visible: bounds.width, before: insets.left,
                after: insets.right,
                content: contentSize.width,
                position: scrollPosition.contains(.left)
                    ? .leading
                    : scrollPosition.contains(.centeredHorizontally)
                        ? .center
                        : scrollPosition.contains(.right) ? .trailing : .nearest)
            let y = offset(
                showing: frame.minY, frame.maxY, current: bounds.minY, visible: bounds.height, before: insets.top,
                after: insets.bottom,
                content: contentSize.height,
                position: scrollPosition.contains(.top)
                    ? .leading
                    : scrollPosition.contains(.centeredVertically)
                        ? .center
                        : scrollPosition.contains(.bottom) ? .trailing : .nearest)
            contentOffset = CGPoint(x: x, y: y)
            layoutIfNeeded()
        }
    }
}
