import Foundation
import TandemSupport
import TandemUIKit

/// The table a `List` is drawn in: each row a cell hosting the row's view
/// (a `UIHostingConfiguration` with the list's environment), sections with
/// their headers and footers, updated from the list's content by snapshot
/// differences so rows keep their cells and state.
@MainActor
final class ListTableView: UITableView, UITableViewDelegate {
    static let cellIdentifier = "TandemListRow"
    static let headerIdentifier = "TandemListHeader"
    private var listDataSource: ListDataSource!
    private var environment = EnvironmentValues()
    /// The environment the list last gave, and its rows' (``environment``
    /// marked as a list row's), kept while the list gives the same values:
    /// a row reconfigured with an identical environment does not read it again.
    private var givenEnvironment: EnvironmentValues?
    private var rowEnvironment = EnvironmentValues()
    private var selection: ListSelection?
    /// Views of reusable representables whose rows left, for rows that come
    /// (closed when the list goes: see `List.dismantlePlatformView`).
    let reusePool = RepresentableReusePool()
    /// The background the table's style gives it, shown unless
    /// `scrollContentBackground(.hidden)` hides it.
    private var styleBackgroundColor: UIColor?

    init(style: UITableView.Style) {
        super.init(frame: .zero, style: style)
        styleBackgroundColor = backgroundColor
        register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerIdentifier)
        listDataSource = ListDataSource { [unowned self] cell, row in self.configure(cell, with: row) }
        dataSource = listDataSource
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    /// The indicators, background, keyboard dismissal and bouncing the
    /// environment asks for (`scrollIndicators(_:axes:)`,
    /// `scrollContentBackground(_:)`, `scrollDismissesKeyboard(_:)`,
    /// `scrollBounceBehavior(_:axes:)`).
    private func applyScrollAppearance(of environment: EnvironmentValues) {
        let shows = environment.verticalScrollIndicatorVisibility.shows
        if showsVerticalScrollIndicator != shows { showsVerticalScrollIndicator = shows }
        let background = environment.scrollContentBackground == .hidden ? UIColor.clear : styleBackgroundColor
        if backgroundColor != background { backgroundColor = background }
        let dismissMode = environment.scrollDismissesKeyboardMode.keyboardDismissMode
        if keyboardDismissMode != dismissMode { keyboardDismissMode = dismissMode }
        let bounces = environment.verticalScrollBounceBehavior != .basedOnSize
        if alwaysBounceVertical != bounces { alwaysBounceVertical = bounces }
    }

    /// Shows `sections`: differences are applied, and rows on screen get their new views.
    func update(sections: [ListSectionItem], environment: EnvironmentValues, selection: ListSelection?) {
        if !(givenEnvironment?.isIdentical(to: environment) ?? false) {
            givenEnvironment = environment
            var environment = environment
            environment.representableReusePool = reusePool
            self.environment = environment
            environment.isListRow = true
            environment.selectingList = ListLinkSelection(table: self)
            rowEnvironment = environment
        }
        applyScrollAppearance(of: environment)
        self.selection = selection
        allowsSelection = selection != nil
        allowsMultipleSelection = selection?.allowsMultiple ?? false
        // EditButton (or the app) sets the edit mode: rows show their delete controls and move handles.
        let editing = environment.editMode?.wrappedValue.isEditing ?? false
        if isEditing != editing { setEditing(editing, animated: true) }
        let old = listDataSource.sections
        // Rows are made when shown: opening a list costs its counts, not its rows.
        guard !old.isEmpty else {
            listDataSource.sections = sections
            listDataSource.userMoves = []
            reloadData()
            syncSelection()
            return
        }
        // An update: the differences by row identity, so rows keep their cells and state.
        let userMoves = listDataSource.userMoves
        listDataSource.sections = sections
        listDataSource.userMoves = []
        let visible: [IndexPath]
        if userMoves.isEmpty, let inserted = ListQuickDifference.apply(from: old, to: sections, to: self) {
            // Most updates: worked out from the ids in their own types.
            visible = (indexPathsForVisibleRows ?? []).filter { !inserted.contains($0) }
        } else {
            let before = ListDataSource.snapshot(of: old, userMoves: userMoves)
            let after = listDataSource.snapshot
            if after.numberOfItems != sections.reduce(0, { $0 + $1.rowCount }) {
                Diagnostics.report("List", "rows with the same id in one list: each id shows once")
                reloadData()
                syncSelection()
                return
            }
            SnapshotDifference.apply(from: before, to: after, animation: .none, to: self)
            let stayed = Set(before.itemIdentifiers)
            visible = (indexPathsForVisibleRows ?? []).filter { path in
                listDataSource.row(at: path).map { stayed.contains($0.key) } ?? false
            }
        }
        // Rows that stayed get their new views in place (their state stays with them).
        reconfigureRows(at: visible)
        for (index, section) in sections.enumerated() where section.header != nil || section.footer != nil {
            if let header = headerView(forSection: index), let view = section.header {
                configure(header, with: view, isHeader: true)
            }
            if let footer = footerView(forSection: index), let view = section.footer {
                configure(footer, with: view, isHeader: false)
            }
        }
        syncSelection()
    }

    private func configure(_ cell: UITableViewCell, with row: ListRowItem) {
        let make = row.make
        // The row's view is made here for its traits, and kept to tell an
        // equal row given again to the cell showing it. A cell shown for
        // another row (a scroll) needs neither when the row's type sets no
        // trait: its row's view is made once, by its own graph.
        let showsThisRow = (cell.contentConfiguration as? any HostingConfigurationProtocol)?.identity == row.key
        let made = showsThisRow || row.mayCarryTraits ? make() : nil
        let traits = made.map(ListRowTraits.of) ?? ListRowTraits()
        let background = traits.background.map { AnyView(erasingAny: $0) }
        let body = ListRowBody(make: make, made: ListRowBody.Made(made))
        var configuration = UIHostingConfiguration { body }.background { background }
        if let insets = traits.insets { configuration = configuration.margins(.all, insets) }
        configuration.inheritedEnvironment = rowEnvironment
        configuration.identity = row.key
        cell.contentConfiguration = configuration
        cell.hidesSeparatorLine = traits.hidesSeparator
        cell.accessoryType = traits.navigates ? .disclosureIndicator : .none
        cell.selectionStyle = selection == nil ? .none : .default
    }

    private func configure(_ view: UITableViewHeaderFooterView, with content: any View, isHeader: Bool) {
        var configuration = UIHostingConfiguration { SectionLabel(content: content, style: style) }
            .margins(.all, EdgeInsets(top: isHeader ? 16 : 6, leading: 20, bottom: isHeader ? 6 : 16, trailing: 20))
        if style == .plain {
            configuration = configuration.margins(.all, EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        }
        configuration.inheritedEnvironment = environment
        view.contentConfiguration = configuration
        view.backgroundColor = style == .plain ? .systemBackground : nil
    }

    /// The table's selection follows the binding.
    private func syncSelection() {
        guard let selection else { return }
        let selected = selection.current()
        // The rows on screen follow the binding; the others when they are shown.
        for path in indexPathsForVisibleRows ?? [] {
            guard let value = listDataSource.row(at: path)?.selectionValue else { continue }
            let isSelected = indexPathsForSelectedRows?.contains(path) ?? false
            if selected.contains(value), !isSelected { selectRow(at: path, animated: false, scrollPosition: .none) }
            if !selected.contains(value), isSelected { deselectRow(at: path, animated: false) }
        }
    }

    // MARK: Delegate

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementary(listDataSource.sections[safe: section]?.header, isHeader: true)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementary(listDataSource.sections[safe: section]?.footer, isHeader: false)
    }

    private func supplementary(_ content: (any View)?, isHeader: Bool) -> UIView? {
        guard let content, let view = dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier) else {
            return nil
        }
        configure(view, with: content, isHeader: isHeader)
        return view
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let selection, let value = listDataSource.row(at: indexPath)?.selectionValue else { return }
        selection.select(value)
        // In a split view's column, the user's choice shows the next column
        // (pushed while collapsed), as SwiftUI's selection-driven navigation does.
        if let role = environment.navigationSplitColumn, let split = role.split {
            split.showColumn(after: role.column) { [weak self] in self?.selection?.deselect(value) }
        }
    }

    /// A `NavigationLink(value:)` in a row selects its value, when the
    /// list's selection is of the value's type; returns the way to take the
    /// selection back, nil when the list has no such selection.
    func selectFromLink(_ value: AnyHashable) -> (() -> Void)? {
        guard let selection, selection.accepts(value) else { return nil }
        selection.select(value)
        return { [weak self] in self?.selection?.deselect(value) }
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        guard let selection, let value = listDataSource.row(at: indexPath)?.selectionValue else { return }
        selection.deselect(value)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        swipeConfiguration(at: indexPath, edge: .trailing)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        swipeConfiguration(at: indexPath, edge: .leading)
    }

    /// The row's `swipeActions` for `edge` as contextual actions; nil for none (a trailing Delete from `onDelete` then).
    private func swipeConfiguration(at path: IndexPath, edge: HorizontalEdge) -> UISwipeActionsConfiguration? {
        guard let row = listDataSource.row(at: path), let swipe = ListRowTraits.of(row.make()).swipeActions[edge] else {
            return nil
        }
        let items = SwipeActionItem.collect(from: swipe.content)
        guard !items.isEmpty else { return nil }
        let actions = items.map { item in
            let action = UIContextualAction(
                style: item.role == .destructive ? .destructive : .normal, title: item.title
            ) { _, _, done in
                item.action()
                done(true)
            }
            if let tint = item.tint { action.backgroundColor = tint.uiColor }
            return action
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = swipe.allowsFullSwipe
        return configuration
    }
}
