import Foundation
import TandemUIKit

/// A button that pushes a screen on the enclosing navigation stack.
///
/// A destination link pushes its destination in a new hosting controller
/// (which is updated while shown when the link's value changes); a value
/// link appends its value to the stack's path, shown by the matching
/// `navigationDestination(for:destination:)`; an `isActive` link pushes
/// while its binding is true, and the back button sets it to false.
/// In a `NavigationSplitView` column's `List` whose selection takes the
/// value, a value link selects its value instead, and the split view shows
/// the next column. Outside a navigation stack a link does nothing when tapped.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Kind {
        case destination(Destination)
        case value(AnyHashable?)
        case active(Destination, Binding<Bool>)
    }

    let kind: Kind
    let label: Label
    @Environment(\.navigationContext) private var context
    @Environment(\.isListRow) private var isListRow
    @Environment(\.navigationSplitColumn) private var splitColumn
    @Environment(\.selectingList) private var selectingList
    @State private var pushed = PushedScreen()

    /// The link: a button running the push. In a list row it is the whole
    /// row, its label in the primary color (the row shows a chevron).
    public var body: some View {
        switch kind {
        case .destination(let destination):
            // A new value of the link updates the screen it pushed, as SwiftUI does.
            let _ = refreshDestination(destination)
            link { pushDestination(destination) }
        case .value(let value):
            link { if let value { activate(value) } }
        case .active(let destination, let isActive):
            link { isActive.wrappedValue = true }
                .navigationDestination(isPresented: isActive) { destination }
        }
    }

    @ViewBuilder private func link(_ action: @escaping () -> Void) -> some View {
        if isListRow {
            Button(action: action) { label.frame(maxWidth: .infinity, alignment: .leading) }
                .buttonStyle(.plain)
        } else {
            Button(action: action) { label }
        }
    }

    /// A value link: in a split view column's list whose selection takes
    /// the value, it selects the value and shows the next column, as
    /// SwiftUI's selection-driven navigation does; elsewhere it appends the
    /// value to its stack.
    private func activate(_ value: AnyHashable) {
        if let splitColumn, let split = splitColumn.split, let clear = selectingList?.table?.selectFromLink(value) {
            split.showColumn(after: splitColumn.column, clearingWith: clear)
            return
        }
        context?.append(value)
    }

    private func pushDestination(_ destination: Destination) {
        pushed.controller = context?.push(AnyView(destination))
    }

    private func refreshDestination(_ destination: Destination) {
        guard let controller = pushed.controller, controller.parent != nil else { return }
        controller.rootView = AnyView(destination)
    }
}

extension NavigationLink {
    /// A link pushing `destination()`, labeled `label()`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        kind = .destination(destination())
        self.label = label()
    }

    /// A link pushing `destination`, labeled `label()`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        kind = .destination(destination)
        self.label = label()
    }

    /// A link pushing `destination` while `isActive` is true, labeled `label()`.
    /// Tapping it sets `isActive` to true; popping the screen sets it to false.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        kind = .active(destination, isActive)
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key, pushing `destination()`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// A link titled with a string, pushing `destination()`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(title) })
    }

    /// A link titled with a localized key, pushing `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link appending `value` to the stack's path; a nil value makes a link that does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        kind = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key, appending `value` to the stack's path.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value, label: { Text(titleKey) })
    }

    /// A link titled with a string, appending `value` to the stack's path.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value, label: { Text(title) })
    }
}

extension NavigationLink: ListNavigationRow {}
