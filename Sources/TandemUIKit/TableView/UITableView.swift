public import Foundation
import TandemGraphics
import TandemSupport

/// A scrolling list of rows in sections, each row a reusable
/// ``UITableViewCell`` that its ``dataSource`` configures.
///
/// Only the rows on screen have cells: as the table scrolls, cells leaving
/// the bounds are kept for reuse (``dequeueReusableCell(withIdentifier:for:)``)
/// and cells for rows coming in are asked of the data source, in
/// `layoutSubviews`, as UIKit does. Row heights come from the delegate,
/// ``rowHeight``, or (``automaticDimension``, the default) from measuring
/// the cell; rows not yet shown count at their estimated height, so a table
/// of 100,000 rows opens without asking for 100,000 heights. Main actor only.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// To UI automation, a table.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .table
        return defaults
    }

    /// The value that asks for a measured height (rows, headers, footers) or the default estimate.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style

    /// Supplies the sections, rows and cells; held weakly.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate as a table view delegate (it is set through ``UIScrollView/delegate``).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of every row, or ``automaticDimension`` (the default) to measure each cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height of section headers, or ``automaticDimension`` (the default) to measure them.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height of section footers, or ``automaticDimension`` (the default) to measure them.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height assumed for rows not yet shown; ``automaticDimension`` (the
    /// default) assumes ``rowHeight`` when it is fixed and 44 otherwise; 0
    /// turns estimates off: every row's height is asked for at reload.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height assumed for headers not yet shown.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height assumed for footers not yet shown.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header after the first (iOS 15), in grouped and plain tables.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// Whether lines are drawn between rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The lines' color.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The lines' default insets (a cell's own `separatorInset` is used in Tandem).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// A view above the first section, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the rows, as large as the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// Whether cells can ask for their rows to be measured again; `.enabled` by default.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// Whether rows can be selected by tapping.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap toggles a row).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing (rows show their editing controls).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false

    // MARK: State

    /// The sections' layout; nil until the data source is first asked.
    var geometry: TableGeometry?
    var needsReload = true
    private var measuredWidth: CGFloat = -1
    /// Swiping rows open to their actions.
    lazy var swipes = RowSwipeController(host: self)
    /// The recognizer that moves rows by their handles while editing.
    let reorderRecognizer = UIPanGestureRecognizer()
    /// The row being moved, its cell and where the cell was when the drag began.
    var reordering: (path: IndexPath, cell: UITableViewCell, origin: CGFloat)?
    /// The row being reconfigured and its cell, which dequeuing for that row returns.
    var reconfiguring: (IndexPath, UITableViewCell)?
    /// Set while `layoutSubviews` places rows.
    var isPlacingRows = false
    /// Whether a cell whose constraints give no height was reported (UIKit warns once).
    var reportedCollapsedCell = false
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// The section headers and footers on screen.
    var visibleSupplementaries: [TableSlot: UIView] = [:]
    var cellPool = ReusePool<UITableViewCell>()
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The selected rows, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// Batch updates being collected (`beginUpdates`…`endUpdates`).
    var batch = BatchRecorder()
    /// The completions of `performBatchUpdates` calls whose batch has not ended.
    var batchCompletions: [((Bool) -> Void)?] = []
    /// The row a touch is down on.
    var touchedPath: IndexPath?
    var touchStart = CGPoint.zero
    /// Cells made by the table for a title header or footer (no view from the delegate).
    static let titleViewIdentifier = "UITableView-TitleHeaderFooter"

    // MARK: Creating

    /// Creates a table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        installSwipeRecognizer()
        installRowContextMenus()
    }

    /// Creates a plain table with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from a storyboard or nib (its `style` is read from
    /// the file); with another coder, an empty plain table.
    public required init?(coder: NSCoder) {
        style = InterfaceBuilderCoder.tableStyle(coder)
        super.init(coder: coder)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        installSwipeRecognizer()
        installRowContextMenus()
    }

    private func installSwipeRecognizer() {
        addGestureRecognizer(swipes.recognizer)
        reorderRecognizer.addTarget(self, action: UITableView.handleReorder)
        addGestureRecognizer(reorderRecognizer)
    }

    /// A mostly horizontal drag on a row with swipe actions swipes it rather than scrolling.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipes.recognizer { return swipes.shouldBegin() }
        if gestureRecognizer === reorderRecognizer { return reorderShouldBegin() }
        if gestureRecognizer === panGestureRecognizer {
            // A drag on a move handle moves the row, not the content.
            if editing, startsOnReorderHandle(panGestureRecognizer) { return false }
            let translation = panGestureRecognizer.translation(in: self)
            if abs(translation.x) > abs(translation.y) {
                let start = panGestureRecognizer.startLocation(in: self)
                if let path = indexPathForRow(at: start),
                    swipe?.path == path || swipeConfiguration(for: path, trailing: translation.x < 0) != nil
                {
                    return false
                }
            }
            closeSwipe()
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Registering and dequeuing

    /// Registers a cell class to make when `identifier` has no cell to
    /// reuse; nil unregisters. A class that is not a `UITableViewCell` is reported and ignored.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(nil, for: identifier)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            Diagnostics.report(
                "UITableView",
                "register(_:forCellReuseIdentifier:) needs a UITableViewCell subclass, not \(cellClass); ignored")
            return
        }
        cellPool.register({ type.init(registeredCellWithReuseIdentifier: $0) }, for: identifier)
    }

    /// Registers a header or footer class for `identifier`; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterPool.register(nil, for: identifier)
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            Diagnostics.report(
                "UITableView",
                "register(_:forHeaderFooterViewReuseIdentifier:) needs a UITableViewHeaderFooterView subclass, not \(aClass); ignored"
            )
            return
        }
        headerFooterPool.register({ type.init(registeredViewWithReuseIdentifier: $0) }, for: identifier)
    }

    /// A cell to reuse under `identifier` (prepared with `prepareForReuse()`),
    /// a new one of the registered class, or nil when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A cell for the row at `indexPath`: one to reuse under `identifier` or
    /// a new one of the registered class. UIKit stops when nothing is
    /// registered; Tandem reports it and returns a default-style cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let (path, cell) = reconfiguring, path == indexPath, cell.reuseIdentifier == identifier { return cell }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        Diagnostics.report(
            "UITableView",
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier; made a default cell"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer to reuse under `identifier`, or a new one of the
    /// registered class; nil when there is neither.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    // MARK: Counts and geometry

    /// The number of sections, as last loaded from the data source.
    open var numberOfSections: Int { loadedGeometry.sectionCount }

    /// The number of rows in `section`, as last loaded; 0 for a section out of range.
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = loadedGeometry.rowCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell showing the row, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the rows on screen, top to bottom; nil when there are none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        let paths = visibleCellsByPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The row `cell` shows; nil when it is not on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The row at `point` (in the table's coordinates); nil outside every row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let geometry = loadedGeometry
        guard point.y >= 0, point.y < geometry.totalHeight, point.x >= 0, point.x < bounds.width else { return nil }
        let position = geometry.position(containing: point.y)
        if case .row(let path) = geometry.slot(at: position) { return path }
        return nil
    }

    /// The index paths of the rows that intersect `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let geometry = loadedGeometry
        guard geometry.slotCount > 0 else { return nil }
        var paths: [IndexPath] = []
        var position = geometry.position(containing: max(0, rect.minY))
        while position < geometry.slotCount, geometry.top(position) < rect.maxY {
            if case .row(let path) = geometry.slot(at: position), geometry.height(position) > 0 { paths.append(path) }
            position += 1
        }
        return paths.isEmpty ? nil : paths
    }

    /// The row's frame in the table's coordinates (at its estimated height until shown); zero when out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rect(for: .row(indexPath)) }
    /// The header's frame; zero when out of range.
    open func rectForHeader(inSection section: Int) -> CGRect { rect(for: .header(section)) }
    /// The footer's frame; zero when out of range.
    open func rectForFooter(inSection section: Int) -> CGRect { rect(for: .footer(section)) }

    /// The frame of a whole section, header to footer; zero when out of range.
    open func rect(forSection section: Int) -> CGRect {
        let header = rectForHeader(inSection: section), footer = rectForFooter(inSection: section)
        guard header != .zero || footer != .zero else { return .zero }
        return CGRect(x: 0, y: header.minY, width: bounds.width, height: footer.maxY - header.minY)
    }

    /// The header view on screen for `section`, if the delegate or a title made one.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementaries[.header(section)] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementaries[.footer(section)] as? UITableViewHeaderFooterView
    }

    // MARK: Reloading

    /// Reloads everything from the data source at the next layout: the
    /// cells on screen are handed back for reuse (with `didEndDisplaying`)
    /// and the selection is cleared, as in UIKit.
    open func reloadData() {
        closeSwipe()
        needsReload = true
        selectedPaths = []
        endDisplayingEverything()
        setNeedsLayout()
    }

    /// The geometry, loaded from the data source if it is stale.
    var loadedGeometry: TableGeometry {
        if needsReload || geometry == nil { loadGeometry() }
        return geometry ?? TableGeometry(rowCounts: []) { _ in (0, true) }
    }

    private func loadGeometry() {
        needsReload = false
        geometry = makeGeometry(rowCounts: currentRowCounts()) { _ in nil }
    }

    // MARK: Layout

    /// Redoes the layout when the content offset (the bounds' origin) moves: rows come and go.
    open override var bounds: CGRect {
        didSet { if bounds != oldValue { setNeedsLayout() } }
    }

    /// Shows the rows in the bounds: cells for rows coming into view are
    /// asked of the data source (and measured when their height is
    /// automatic), rows that left are handed back for reuse.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Measuring a cell lays its content out, which may ask the table
        // (its ancestor) to lay out again: that nested pass has nothing to add.
        guard !isPlacingRows else { return }
        isPlacingRows = true
        defer { isPlacingRows = false }
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        var geometry = loadedGeometry
        if bounds.width != measuredWidth {
            measuredWidth = bounds.width
            geometry.forgetMeasurements { slot in
                slot == .tableHeader || slot == .tableFooter || fixedHeight(of: slot) >= 0
            }
        }
        self.geometry = geometry
        placeVisibleContent()
    }

    // MARK: Touches

    /// A touch down on a row highlights it (see ``selectRow(at:animated:scrollPosition:)``
    /// for the selection that follows when it lifts).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch elsewhere closes a row swiped open, and does nothing else.
        if swipe != nil {
            closeSwipe()
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

    /// A touch lifted on the highlighted row selects it: the delegate hears
    /// `didUnhighlight`, `willSelect`, then `willDeselect` and `didDeselect`
    /// for a row the selection replaces, then `didSelect`. With several
    /// selections allowed, a tap on a selected row deselects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedPath != nil else { return super.touchesEnded(touches, with: event) }
        touchEnded()
    }

    /// The system took the touch (the table scrolls): the highlight goes.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedPath != nil else { return super.touchesCancelled(touches, with: event) }
        unhighlight()
    }

    // MARK: Scrolling

    /// Scrolls so that the row is at `scrollPosition`; an index path out of range is reported and ignored.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard loadedGeometry.position(of: .row(indexPath)) != nil else {
            Diagnostics.report("UITableView", "scrollToRow(at:) with an index path out of range \(indexPath); ignored")
            return
        }
        // Twice: the first scroll measures the rows it brings in, which may move the row.
        for _ in 0..<2 {
            let rect = rectForRow(at: indexPath)
            contentOffset = CGPoint(x: contentOffset.x, y: offset(showing: rect, at: scrollPosition))
            layoutIfNeeded()
        }
    }

    /// Scrolls the selected row (if any) to `scrollPosition`.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let path = indexPathForSelectedRow { scrollToRow(at: path, at: scrollPosition, animated: animated) }
    }

    // MARK: Editing

    /// Enters or leaves editing: rows show their editing controls (delete
    /// or insert, from the delegate's `editingStyleForRowAt`, where the data
    /// source lets them be edited) and move handles (where it lets them be
    /// moved). Tapping a delete control reveals the row's Delete button;
    /// dragging a handle moves the row, then tells the data source.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        closeSwipe()
        self.editing = editing
        for cell in visibleCellsByPath.values { cell.setEditing(editing, animated: animated) }
        setNeedsLayout()
    }
}
