import TandemUIKit

/// The state of one `NavigationSplitView`: its UISplitViewController, a
/// navigation stack per column (a ``NavigationContext`` each), the column
/// on top while collapsed, and the bindings it writes back.
///
/// A selection made by a link in a column shows the next column
/// (``showColumn(after:clearingWith:)``); going back past it in the
/// collapsed stack clears that selection. Changes the user makes (going
/// back, showing or hiding the sidebar) are written to the bindings; what
/// this context applies itself is not written back.
@MainActor
final class NavigationSplitContext: UISplitViewControllerDelegate {
    /// The views of the columns.
    struct Columns {
        let sidebar: AnyView
        /// The middle column of a three-column split view.
        let content: AnyView?
        let detail: AnyView

        /// Each column with its view, leading to trailing.
        var all: [(NavigationSplitViewColumn, AnyView)] {
            [(.sidebar, sidebar)] + (content.map { [(.content, $0)] } ?? []) + [(.detail, detail)]
        }
    }

    private(set) var controller: UISplitViewController?
    private var stacks: [NavigationSplitViewColumn: NavigationContext] = [:]
    private var hasContentColumn = false
    /// The environment given, and each column's made from it (made again only when it changes).
    private var givenEnvironment: EnvironmentValues?
    private var columnEnvironments: [NavigationSplitViewColumn: EnvironmentValues] = [:]
    private var columnVisibility: Binding<NavigationSplitViewVisibility>?
    private var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// The column on top while collapsed, as this split view last showed it.
    private var compactColumn = NavigationSplitViewColumn.sidebar
    /// Clears the selection that showed a column, for when the user goes back past that column.
    private var clearSelection: (column: NavigationSplitViewColumn, clear: () -> Void)?
    /// Set while this context changes the split view itself: its delegate calls then write nothing back.
    private var isApplying = false

    /// Makes the split view controller showing `columns`.
    func start(
        columns: Columns, environment: EnvironmentValues, columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) -> UISplitViewController {
        hasContentColumn = columns.content != nil
        let split = UISplitViewController(style: hasContentColumn ? .tripleColumn : .doubleColumn)
        split.delegate = self
        controller = split
        compactColumn = preferredCompactColumn?.wrappedValue ?? .sidebar
        for (column, view) in columns.all {
            let stack = NavigationContext()
            let navigation = stack.start(root: view, environment: self.environment(environment, for: column), path: nil)
            if column == .sidebar {
                // The sidebar's stack is the one the columns collapse into.
                navigation.stackChanged = { [weak self] in self?.collapsedStackDidChange() }
            }
            stacks[column] = stack
            split.setViewController(navigation, for: Self.uiColumn(column))
        }
        apply(
            environment: environment, columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn
        )
        return split
    }

    /// Applies a new value of the split view: its columns' views, environment and bindings.
    func update(
        columns: Columns, environment: EnvironmentValues, columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        for (column, view) in columns.all {
            stacks[column]?.update(root: view, environment: self.environment(environment, for: column), path: nil)
        }
        apply(
            environment: environment, columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn
        )
    }

    /// The split view goes away with its view: each column's stack lets go of its screens.
    func tearDown() {
        for stack in stacks.values { stack.tearDown() }
        stacks = [:]
        clearSelection = nil
        controller = nil
    }

    /// The environment of `column`'s screens: `environment`, telling them their column.
    private func environment(_ environment: EnvironmentValues, for column: NavigationSplitViewColumn)
        -> EnvironmentValues
    {
        if !(givenEnvironment?.isIdentical(to: environment) ?? false) {
            givenEnvironment = environment
            columnEnvironments = [:]
        }
        if let made = columnEnvironments[column] { return made }
        var made = environment
        made.navigationSplitColumn = NavigationSplitColumnRole(split: self, column: column)
        columnEnvironments[column] = made
        return made
    }

    /// The display mode, split behavior and top column the bindings and the environment ask for.
    private func apply(
        environment: EnvironmentValues, columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        guard let controller else { return }
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        isApplying = true
        defer { isApplying = false }
        let mode = displayMode(for: columnVisibility?.wrappedValue ?? .automatic)
        if controller.preferredDisplayMode != mode { controller.preferredDisplayMode = mode }
        let behavior = environment.navigationSplitBehavior
        if controller.preferredSplitBehavior != behavior { controller.preferredSplitBehavior = behavior }
        if let wanted = preferredCompactColumn?.wrappedValue, wanted != compactColumn {
            compactColumn = wanted
            if controller.isCollapsed { controller.show(Self.uiColumn(wanted)) }
        }
    }

    private func displayMode(for visibility: NavigationSplitViewVisibility) -> UISplitViewController.DisplayMode {
        switch visibility.kind {
        case .automatic: .automatic
        case .all: hasContentColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .doubleColumn: .oneBesideSecondary
        case .detailOnly: .secondaryOnly
        }
    }

    private static func uiColumn(_ column: NavigationSplitViewColumn) -> UISplitViewController.Column {
        switch column.kind {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
    }

    // MARK: Selections

    /// A link in `column` selected its value: the next column shows (pushed
    /// while collapsed); `clear` takes the selection back when the user goes
    /// back past that column.
    func showColumn(after column: NavigationSplitViewColumn, clearingWith clear: @escaping () -> Void) {
        let next: NavigationSplitViewColumn = column == .sidebar && hasContentColumn ? .content : .detail
        guard next != column, let controller else { return }
        clearSelection = (next, clear)
        compactColumn = next
        if controller.isCollapsed { controller.show(Self.uiColumn(next)) }
        writeCompactColumn(next)
    }

    // MARK: Changes made by UIKit

    /// The collapsed stack changed: when the user went back past a column,
    /// it is no longer on top, and the selection that showed it is cleared.
    private func collapsedStackDidChange() {
        guard !isApplying, let controller, controller.isCollapsed,
            let shown = stacks[.sidebar]?.controller?.viewControllers
        else { return }
        let onStack = { (column: NavigationSplitViewColumn) -> Bool in
            guard let root = self.stacks[column]?.rootScreen else { return false }
            return shown.contains { $0 === root }
        }
        let top: NavigationSplitViewColumn =
            onStack(.detail) ? .detail : hasContentColumn && onStack(.content) ? .content : .sidebar
        guard top != compactColumn else { return }
        let wentBack = top == .sidebar || (top == .content && compactColumn == .detail)
        compactColumn = top
        if wentBack, let selection = clearSelection, !onStack(selection.column) {
            clearSelection = nil
            selection.clear()
        }
        writeCompactColumn(top)
    }

    private func writeCompactColumn(_ column: NavigationSplitViewColumn) {
        if let binding = preferredCompactColumn, binding.wrappedValue != column { binding.wrappedValue = column }
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        Self.uiColumn(compactColumn)
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        guard !isApplying, let binding = columnVisibility else { return }
        let visibility: NavigationSplitViewVisibility =
            switch displayMode {
            case .secondaryOnly: .detailOnly
            case .oneBesideSecondary, .oneOverSecondary: hasContentColumn ? .doubleColumn : .all
            default: .all
            }
        if binding.wrappedValue != visibility { binding.wrappedValue = visibility }
    }
}
