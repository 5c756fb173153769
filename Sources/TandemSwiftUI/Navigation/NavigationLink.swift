import Foundation
import TandemUIKit

/// A button that pushes a screen on the enclosing navigation stack.
///
/// A destination link pushes its destination in a new hosting controller
/// (which is updated while shown when the link's value changes); a value
/// link appends its value to the stack's path, shown by the matching
/// `navigationDestination(for:destination:)`; an `isActive` link pushes
/// while its binding is true, and the back button sets it to false.
/// Outside a navigation stack a link does nothing when tapped.
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
            link { if let value { context?.append(value) } }
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
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
    )
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
