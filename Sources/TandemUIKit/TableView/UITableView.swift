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

    /// How sections look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay at the top while their section scrolls.
        case plain
        /// Sections apart on a gray background.
        case grouped
        /// Grouped, with sections inset from the edges.
        case insetGrouped
    }

    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes it visible.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// How rows and sections are animated in and out (Tandem does not animate).
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide from the right.
        case right
        /// Slide from the left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the middle.
        case middle
        /// The system's choice.
        case automatic = 100
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

    /// Whether a cell that invalidates its size (`invalidateIntrinsicContentSize()`
    /// on the cell) has its row measured again.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells' invalidations are ignored.
        case disabled
        /// A cell's `invalidateIntrinsicContentSize()` re-measures its row.
        case enabled
        /// As `enabled`, and a view inside the cell whose intrinsic content
        /// size is invalidated re-measures the row too (other Auto Layout
        /// changes inside cells are not watched in Tandem).
        case enabledIncludingConstraints
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
    private var editing = false

    // MARK: State

    /// The sections' layout; nil until the data source is first asked.
    var geometry: TableGeometry?
    private var needsReload = true
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
    private var isPlacingRows = false
    /// Whether a cell whose constraints give no height was reported (UIKit warns once).
    private var reportedCollapsedCell = false
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// The section headers and footers on screen.
    var visibleSupplementaries: [TableSlot: UIView] = [:]
    private var cellPool = ReusePool<UITableViewCell>()
    private var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The selected rows, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// Batch updates being collected (`beginUpdates`…`endUpdates`).
    var batch = BatchRecorder()
    /// The row a touch is down on.
    var touchedPath: IndexPath?
    var touchStart = CGPoint.zero
    /// Cells made by the table for a title header or footer (no view from the delegate).
    private static let titleViewIdentifier = "UITableView-TitleHeaderFooter"

    // MARK: Creating

    /// Creates a table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        installSwipeRecognizer()
    }

    /// Creates a plain table with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Tables are not archived on Linux: this makes an empty plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
        installSwipeRecognizer()
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
                if let path = indexPathForRow(at: start), swipe?.path == path || swipeConfiguration(for: path, trailing: translation.x < 0) != nil {
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
            Diagnostics.report("UITableView", "register(_:forCellReuseIdentifier:) needs a UITableViewCell subclass, not \(cellClass); ignored")
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
                "UITableView", "register(_:forHeaderFooterViewReuseIdentifier:) needs a UITableViewHeaderFooterView subclass, not \(aClass); ignored")
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
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier; made a default cell")
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

    func rect(for slot: TableSlot) -> CGRect {
        let geometry = loadedGeometry
        guard let position = geometry.position(of: slot) else { return .zero }
        let inset: CGFloat = style == .insetGrouped && isSectionContent(slot) ? 20 : 0
        return CGRect(x: inset, y: geometry.top(position), width: max(0, bounds.width - 2 * inset), height: geometry.height(position))
    }

    private func isSectionContent(_ slot: TableSlot) -> Bool {
        if case .row = slot { return true }
        return false
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

    /// The counts the data source reports now (negative counts are reported and taken as 0).
    func currentRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections > 0 else {
            if sections < 0 { Diagnostics.report("UITableView", "numberOfSections(in:) returned \(sections); using 0") }
            return []
        }
        return (0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 { Diagnostics.report("UITableView", "numberOfRowsInSection \(section) returned \(rows); using 0") }
            return max(0, rows)
        }
    }

    /// A layout for `rowCounts`: a slot `carried` gives a height for keeps
    /// it (an update keeps the heights of rows that stay); the rest start at
    /// their given or estimated heights.
    func makeGeometry(rowCounts: [Int], carried: (TableSlot) -> (CGFloat, Bool)?) -> TableGeometry {
        let delegate = tableDelegate
        let estimate = defaultRowEstimate
        let exactRows = estimatedRowHeight == 0
        return TableGeometry(rowCounts: rowCounts) { slot in
            if let (height, isFinal) = carried(slot) { return (Double(height), isFinal) }
            switch slot {
            case .tableHeader: return (Double(tableHeaderView?.frame.height ?? 0), true)
            case .tableFooter: return (Double(tableFooterView?.frame.height ?? 0), true)
            case .header(let section): return supplementaryEstimate(.header(section))
            case .footer(let section): return supplementaryEstimate(.footer(section))
            case .row(let path):
                if exactRows {
                    let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                    return height >= 0 ? (Double(height), true) : (44, false)
                }
                let guess = delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
                return (Double(guess >= 0 ? guess : estimate), false)
            }
        }
    }

    /// The estimate for rows when none is given: the fixed row height, else 44.
    private var defaultRowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : 44
    }

    /// A header or footer's starting height: a fixed one, or an estimate
    /// from its title until its view is measured.
    private func supplementaryEstimate(_ slot: TableSlot) -> (Double, isFinal: Bool) {
        let fixed = fixedHeight(of: slot)
        if fixed >= 0 { return (Double(fixed), true) }
        let hasTitle = title(for: slot) != nil
        let header: Bool = if case .header = slot { true } else { false }
        let given = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if given > 0 { return (Double(given), false) }
        if hasTitle { return (style == .plain ? 28 : 38, false) }
        return (emptySupplementaryHeight(slot), false)
    }

    /// The height of a header or footer with nothing in it: the space
    /// between grouped sections (35 points above the first), none in plain tables.
    private func emptySupplementaryHeight(_ slot: TableSlot) -> CGFloat {
        guard style != .plain else { return 0 }
        return slot == .header(0) ? 35 : 18
    }

    /// The height the delegate or the table fixes for a header or footer; negative when it is automatic.
    private func fixedHeight(of slot: TableSlot) -> CGFloat {
        let delegate = tableDelegate
        switch slot {
        case .header(let section): return delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        case .footer(let section): return delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        default: return UITableView.automaticDimension
        }
    }

    private func title(for slot: TableSlot) -> String? {
        switch slot {
        case .header(let section): dataSource?.tableView(self, titleForHeaderInSection: section)
        case .footer(let section): dataSource?.tableView(self, titleForFooterInSection: section)
        default: nil
        }
    }

    private func invalidateHeights() {
        needsReload = true
        endDisplayingEverything()
        setNeedsLayout()
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        if var geometry {
            let slot: TableSlot = new === tableHeaderView ? .tableHeader : .tableFooter
            if let position = geometry.position(of: slot) { geometry.setHeight(new?.frame.height ?? 0, at: position) }
            self.geometry = geometry
        }
        setNeedsLayout()
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
            geometry.forgetMeasurements { slot in slot == .tableHeader || slot == .tableFooter || fixedHeight(of: slot) >= 0 }
        }
        self.geometry = geometry
        placeVisibleContent()
    }

    private func placeVisibleContent() {
        guard var geometry, geometry.slotCount > 0 else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let top = max(0, bounds.minY), bottom = bounds.maxY
        // Cells already outside the bounds go back to the pool first, so the
        // rows coming in reuse them (a jump of a whole screen makes no cell).
        for (path, cell) in visibleCellsByPath {
            guard let position = geometry.position(of: .row(path)) else { continue }
            let y = geometry.top(position)
            if y >= bottom || y + geometry.height(position) <= top {
                visibleCellsByPath[path] = nil
                endDisplaying(cell, at: path)
            }
        }
        var previousCells = visibleCellsByPath
        var previousSupplementaries = visibleSupplementaries
        var cells: [IndexPath: UITableViewCell] = [:]
        var supplementaries: [TableSlot: UIView] = [:]
        var shown: [(TableSlot, UIView)] = []
        var position = geometry.position(containing: top)
        // Slots estimated at zero height just above (a header whose view is
        // not asked for yet) are visited too: they may turn out taller. The
        // walk passes measured empty slots as well (a section without a
        // header): one not measured may lie above them, as a section with
        // no rows inserted before one without a header does.
        while position > 0, geometry.height(position - 1) == 0 { position -= 1 }
        while position < geometry.slotCount, geometry.top(position) < bottom {
            let slot = geometry.slot(at: position)
            switch slot {
            case .tableHeader:
                tableHeaderView?.frame = CGRect(x: 0, y: geometry.top(position), width: bounds.width, height: geometry.height(position))
            case .tableFooter:
                tableFooterView?.frame = CGRect(x: 0, y: geometry.top(position), width: bounds.width, height: geometry.height(position))
            case .row(let path):
                let existing = previousCells.removeValue(forKey: path)
                guard let cell = existing ?? makeCell(for: path) else { break }
                prepare(cell, for: path, geometry: geometry)
                if !geometry.isMeasured(position) { geometry.setHeight(measure(cell, at: path), at: position) }
                cells[path] = cell
                cell.frame = frame(of: slot, at: position, in: geometry)
                if existing == nil { shown.append((slot, cell)) }
            case .header, .footer:
                let existing = previousSupplementaries.removeValue(forKey: slot)
                if existing == nil, geometry.isMeasured(position), geometry.height(position) == 0 { break }
                guard let view = existing ?? makeSupplementary(for: slot) else {
                    // Nothing to show: grouped sections keep their spacing.
                    if !geometry.isMeasured(position) { geometry.setHeight(emptySupplementaryHeight(slot), at: position) }
                    break
                }
                if !geometry.isMeasured(position) { geometry.setHeight(measure(view, for: slot), at: position) }
                supplementaries[slot] = view
                view.frame = frame(of: slot, at: position, in: geometry)
                if existing == nil { shown.append((slot, view)) }
            }
            position += 1
        }
        if style == .plain { floatHeader(geometry: &geometry, supplementaries: &supplementaries, previous: &previousSupplementaries, shown: &shown) }
        self.geometry = geometry
        visibleCellsByPath = cells
        visibleSupplementaries = supplementaries
        for (path, cell) in previousCells { endDisplaying(cell, at: path) }
        for (slot, view) in previousSupplementaries { endDisplaying(view, for: slot) }
        for (slot, view) in shown { willDisplay(view, for: slot) }
        contentSize = CGSize(width: bounds.width, height: geometry.totalHeight)
        if let open = swipe, visibleCellsByPath[open.path] == nil { closeSwipe() } else { placeSwipe() }
    }

    /// A plain table's header stays at the top while its section's rows scroll under it.
    private func floatHeader(
        geometry: inout TableGeometry, supplementaries: inout [TableSlot: UIView], previous: inout [TableSlot: UIView],
        shown: inout [(TableSlot, UIView)]
    ) {
        let top = bounds.minY + adjustedContentInset.top
        guard top > 0 else { return }
        let position = geometry.position(containing: top)
        let section: Int
        switch geometry.slot(at: position) {
        case .header(let s), .footer(let s): section = s
        case .row(let path): section = path.section
        default: return
        }
        let slot = TableSlot.header(section)
        guard let headerPosition = geometry.position(of: slot), let footerPosition = geometry.position(of: .footer(section)) else { return }
        var view = supplementaries[slot]
        if view == nil {
            view = previous.removeValue(forKey: slot) ?? makeSupplementary(for: slot)
            guard let made = view else { return }
            if !geometry.isMeasured(headerPosition) { geometry.setHeight(measure(made, for: slot), at: headerPosition) }
            supplementaries[slot] = made
            shown.append((slot, made))
        }
        guard let view else { return }
        let height = geometry.height(headerPosition)
        let sectionEnd = geometry.top(footerPosition)
        let y = min(max(geometry.top(headerPosition), top), sectionEnd - height)
        view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        bringSubviewToFront(view)
    }

    private func frame(of slot: TableSlot, at position: Int, in geometry: TableGeometry) -> CGRect {
        let inset: CGFloat = style == .insetGrouped && isSectionContent(slot) ? 20 : 0
        return CGRect(x: inset, y: geometry.top(position), width: max(0, bounds.width - 2 * inset), height: geometry.height(position))
    }

    private var separatorHeight: CGFloat {
        guard separatorStyle != .none else { return 0 }
        let scale = traitCollection.displayScale
        return scale > 0 ? 1 / scale : 1
    }

    /// Asks the data source for the row's cell and puts it in the table.
    private func makeCell(for path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        if style != .plain, cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
        return cell
    }

    /// The table's settings on a cell about to be placed: selection, separator, editing.
    private func prepare(_ cell: UITableViewCell, for path: IndexPath, geometry: TableGeometry) {
        let isLastInSection = path.row == geometry.rowCounts[path.section] - 1
        cell.separatorHeight = style != .plain && isLastInSection ? 0 : separatorHeight
        cell.separatorColor = separatorColor
        if style == .insetGrouped {
            // A section's first and last rows round its outer corners.
            var corners: CACornerMask = []
            if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.layer.masksToBounds = !corners.isEmpty
        }
        cell.setSelected(selectedPaths.contains(path), animated: false)
        cell.setEditing(editing, animated: false)
        if editing, let dataSource {
            let editable = dataSource.tableView(self, canEditRowAt: path)
            cell.editingControlStyle = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
            cell.showsReorderHandle = dataSource.tableView(self, canMoveRowAt: path)
            cell.onEditingControl = { [weak self, weak cell] in
                guard let self, let cell else { return }
                self.editingControlTapped(in: cell)
            }
        }
    }

    private func measure(_ cell: UITableViewCell, at path: IndexPath) -> CGFloat {
        let given = fixedRowHeight(at: path)
        if given >= 0 { return given }
        let width = style == .insetGrouped ? max(0, bounds.width - 40) : bounds.width
        if let height = cell.fittingHeight(width: width) { return height }
        guard !reportedCollapsedCell else { return 44 }
        reportedCollapsedCell = true
        Diagnostics.report(
            "UITableView",
            "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead.")
        return 44
    }

    private func makeSupplementary(for slot: TableSlot) -> UIView? {
        let delegate = tableDelegate
        let view: UIView?
        switch slot {
        case .header(let section): view = delegate?.tableView(self, viewForHeaderInSection: section)
        case .footer(let section): view = delegate?.tableView(self, viewForFooterInSection: section)
        default: view = nil
        }
        if let view {
            (view as? UITableViewHeaderFooterView)?.tableStyle = style
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
            return view
        }
        guard let title = title(for: slot) else { return nil }
        let titled = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        titled.tableStyle = style
        // A plain table's header floats over the rows: it is opaque.
        titled.backgroundColor = style == .plain ? .systemBackground : nil
        titled.textLabel?.text = title
        if titled.superview !== self { addSubview(titled) }
        return titled
    }

    private func measure(_ view: UIView, for slot: TableSlot) -> CGFloat {
        let fixed = fixedHeight(of: slot)
        if fixed >= 0 { return fixed }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            return headerFooter.fittingHeight(width: bounds.width) ?? (style == .plain ? 28 : 38)
        }
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : view.frame.height
    }

    private func willDisplay(_ view: UIView, for slot: TableSlot) {
        guard let delegate = tableDelegate else { return }
        switch slot {
        case .row(let path): if let cell = view as? UITableViewCell { delegate.tableView(self, willDisplay: cell, forRowAt: path) }
        case .header(let section): delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer(let section): delegate.tableView(self, willDisplayFooterView: view, forSection: section)
        default: break
        }
    }

    /// Hands a cell that left the screen back for reuse.
    func endDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        cell.isHidden = true
        cell.setHighlighted(false, animated: false)
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, as: identifier)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    func endDisplaying(_ view: UIView, for slot: TableSlot) {
        view.isHidden = true
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, as: identifier)
        } else {
            view.removeFromSuperview()
        }
        switch slot {
        case .header(let section): tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case .footer(let section): tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        default: break
        }
    }

    /// Hands every cell and header on screen back (a reload or new heights).
    func endDisplayingEverything() {
        let cells = visibleCellsByPath, supplementaries = visibleSupplementaries
        visibleCellsByPath = [:]
        visibleSupplementaries = [:]
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: path) }
        for (slot, view) in supplementaries { endDisplaying(view, for: slot) }
    }

    /// A cell asked to be measured again: its row's height is forgotten and
    /// the table lays out (rows below move).
    func cellSizeDidInvalidate(_ cell: UITableViewCell) {
        guard selfSizingInvalidation != .disabled, !isPlacingRows, var geometry,
            let path = visibleCellsByPath.first(where: { $0.value === cell })?.key,
            let position = geometry.position(of: .row(path)), geometry.isMeasured(position),
            fixedRowHeight(at: path) < 0
        else { return }
        geometry.setHeight(geometry.height(position), at: position, isFinal: false)
        self.geometry = geometry
        setNeedsLayout()
    }

    private func fixedRowHeight(at path: IndexPath) -> CGFloat {
        tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
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

    private func offset(showing rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let insets = adjustedContentInset
        let visible = bounds.height - insets.top - insets.bottom
        let target: CGFloat =
            switch position {
            case .top: rect.minY - insets.top
            case .middle: rect.midY - insets.top - visible / 2
            case .bottom: rect.maxY - insets.top - visible
            case .none:
                if rect.minY < bounds.minY + insets.top {
                    rect.minY - insets.top
                } else if rect.maxY > bounds.minY + insets.top + visible {
                    rect.maxY - insets.top - visible
                } else {
                    bounds.minY
                }
            }
        let maxOffset = max(-insets.top, loadedGeometry.totalHeight + insets.bottom - bounds.height)
        return min(max(target, -insets.top), maxOffset)
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
