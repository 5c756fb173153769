import TandemSupport
import TandemUIKit

/// The state of one navigation stack: its UINavigationController, the
/// hosting controller of each screen, what pushed each one, the registered
/// destinations and the bound path.
///
/// Every screen is a `UIHostingController` on the navigation controller.
/// Changes made in SwiftUI (a link tapped, the path or an `isPresented`
/// binding changed) are applied to the navigation controller; changes made
/// by UIKit (the back button, `dismiss`) are written back to the path and
/// bindings in ``stackDidChange()``.
@MainActor
final class NavigationContext {
    /// What pushed a screen.
    enum Source {
        /// A `NavigationLink(destination:)`.
        case link
        /// A value of the path.
        case value(AnyHashable)
        /// An `isPresented` binding (`navigationDestination(isPresented:)`,
        /// `NavigationLink(isActive:)`), identified by its modifier's token.
        case presented(ObjectIdentifier, Binding<Bool>)
    }

    /// One pushed screen.
    final class Entry {
        let controller: UIHostingController<AnyView>
        var source: Source

        init(controller: UIHostingController<AnyView>, source: Source) {
            self.controller = controller
            self.source = source
        }

        var value: AnyHashable? {
            if case .value(let value) = source { return value }
            return nil
        }
    }

    /// A `navigationDestination(for:destination:)`.
    struct Destination {
        let make: (AnyHashable) -> AnyView?
    }

    private(set) var controller: NavigationStackController?
    /// Set by ``tearDown()``: the stack is gone.
    private var isTornDown = false
    private var root: UIHostingController<AnyView>?
    /// The root screen's controller (the stack's first).
    var rootScreen: UIHostingController<AnyView>? { root }
    private var stackEnvironment = EnvironmentValues()
    private(set) var entries: [Entry] = []
    private var path: NavigationPathAccess?
    private var destinations: [ObjectIdentifier: Destination] = [:]
    /// Set while this context changes the navigation controller itself.
    private var isApplying = false

    /// Makes the navigation controller showing `rootView`, with the screens of `path` pushed.
    func start(root rootView: AnyView, environment: EnvironmentValues, path: NavigationPathAccess?)
        -> NavigationStackController
    {
        isTornDown = false
        stackEnvironment = environment
        self.path = path
        let root = makeScreen(rootView)
        self.root = root
        let controller = NavigationStackController(rootViewController: root)
        // SwiftUI's stacks show large titles unless a screen asks for inline ones.
        controller.navigationBar.prefersLargeTitles = true
        controller.context = self
        self.controller = controller
        if !entries.isEmpty {
            // Screens the root's content pushed while it was built (see ``push(_:)``).
            isApplying = true
            controller.setViewControllers([root] + entries.map(\.controller), animated: false)
            isApplying = false
        }
        if let path, !path.get().isEmpty { syncPath(path.get()) }
        return controller
    }

    /// Applies a new value of the stack: its root view, environment and path.
    func update(root rootView: AnyView, environment: EnvironmentValues, path: NavigationPathAccess?) {
        root?.rootView = rootView
        if !environment.isIdentical(to: stackEnvironment) {
            stackEnvironment = environment
            root?.inheritedEnvironment = screenEnvironment(environment)
            for entry in entries { entry.controller.inheritedEnvironment = screenEnvironment(environment) }
        }
        self.path = path
        if let path { syncPath(path.get()) }
    }

    /// The environment a screen's content starts from.
    private func screenEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var screen = environment
        screen.navigationContext = self
        return screen
    }

    /// The stack goes away with its view.
    ///
    /// The screens' environments hold this context (their links push
    /// through it), and the context holds the root screen and the
    /// navigation controller that holds every screen: the context lets go
    /// of them here, or the two would keep each other alive.
    func tearDown() {
        isTornDown = true
        entries = []
        destinations = [:]
        path = nil
        controller?.context = nil
        controller = nil
        root = nil
    }

    // MARK: Pushing from SwiftUI

    /// Pushes a link's destination; returns its screen.
    @discardableResult
    func push(_ view: AnyView) -> UIHostingController<AnyView> {
        let screen = makeScreen(view)
        push(Entry(controller: screen, source: .link))
        return screen
    }

    /// Pushes the destination of `value` (a value link): appended to the
    /// bound path, or pushed directly when the stack has none.
    func append(_ value: AnyHashable) {
        guard destinations[ObjectIdentifier(type(of: value.base))] != nil else {
            Diagnostics.report(
                "SwiftUI",
                "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching "
                    + "navigationDestination declaration visible from the location of the link. The link cannot be activated."
            )
            return
        }
        if let path {
            guard path.accepts(value) else {
                Diagnostics.report(
                    "SwiftUI", "the navigation path cannot hold a value of type \(type(of: value.base)); ignored")
                return
            }
            path.set(path.get() + [value])
        } else {
            push(Entry(controller: makeScreen(destinationView(for: value)), source: .value(value)))
        }
    }

    /// Shows `view` for the `isPresented` modifier `token`: pushed if it is not shown, updated if it is.
    func present(_ view: AnyView, token: ObjectIdentifier, binding: Binding<Bool>) {
        if let entry = entry(for: token) {
            entry.source = .presented(token, binding)
            entry.controller.rootView = view
        } else {
            push(Entry(controller: makeScreen(view), source: .presented(token, binding)))
        }
    }

    /// Pops the screen of the `isPresented` modifier `token` (and those above it), if shown.
    func remove(token: ObjectIdentifier) {
        guard let index = entries.firstIndex(where: { entryToken($0) == token }) else { return }
        apply(Array(entries[..<index]))
    }

    /// Whether the `isPresented` modifier `token` shows a screen.
    func entry(for token: ObjectIdentifier) -> Entry? {
        entries.first { entryToken($0) == token }
    }

    private func entryToken(_ entry: Entry) -> ObjectIdentifier? {
        if case .presented(let token, _) = entry.source { return token }
        return nil
    }

    private func makeScreen(_ view: AnyView) -> UIHostingController<AnyView> {
        let screen = UIHostingController(rootView: view)
        screen.inheritedEnvironment = screenEnvironment(stackEnvironment)
        // Built now, shown or not, as SwiftUI does: a covered screen has its
        // bar title (the back button shows it) and registers its destinations.
        screen.prepareContent()
        return screen
    }

    private func push(_ entry: Entry) {
        // A push asked after the stack went (a deferred presentation, a
        // stale screen's link) shows nothing and keeps nothing.
        guard !isTornDown else { return }
        entries.append(entry)
        // Asked before the navigation controller exists (the root's content
        // is built first, and a destination bound to true pushes at
        // launch): shown when ``start`` makes it, as SwiftUI shows it.
        guard let controller else { return }
        isApplying = true
        controller.pushViewController(entry.controller, animated: true)
        isApplying = false
    }

    /// Makes the navigation controller show the root and `kept` (plus any new entries after them).
    private func apply(_ kept: [Entry]) {
        guard let controller, let root else { return }
        entries = kept
        isApplying = true
        controller.setViewControllers([root] + kept.map(\.controller), animated: true)
        isApplying = false
    }

    // MARK: The path

    /// Makes the pushed values match `values`: screens above the first
    /// value that differs are popped, the values after it pushed.
    private func syncPath(_ values: [AnyHashable]) {
        var matched = 0
        var keep = entries.count
        for (index, entry) in entries.enumerated() {
            guard let value = entry.value else { continue }
            if matched < values.count, values[matched] == value {
                matched += 1
            } else {
                keep = index
                break
            }
        }
        guard keep < entries.count || matched < values.count else { return }
        let added = values[matched...].map {
            Entry(controller: makeScreen(destinationView(for: $0)), source: .value($0))
        }
        apply(Array(entries[..<keep]) + added)
    }

    // MARK: Destinations

    /// Registers the destination for values of `type`; shown screens of such values are rebuilt with it.
    func register(_ type: Any.Type, _ destination: Destination) {
        let key = ObjectIdentifier(type)
        destinations[key] = destination
        for entry in entries {
            guard let value = entry.value, ObjectIdentifier(Swift.type(of: value.base)) == key,
                let view = destination.make(value)
            else { continue }
            entry.controller.rootView = view
        }
    }

    /// Removes the destination for values of `type` (its modifier went away).
    func unregister(_ type: Any.Type) {
        destinations[ObjectIdentifier(type)] = nil
    }

    private func destinationView(for value: AnyHashable) -> AnyView {
        if let view = destinations[ObjectIdentifier(type(of: value.base))]?.make(value) { return view }
        Diagnostics.report(
            "SwiftUI",
            "no navigationDestination for values of type \(type(of: value.base)) is registered in this stack; "
                + "the screen is empty until one is")
        return AnyView(EmptyView())
    }

    // MARK: Changes made by UIKit

    /// The navigation controller's stack changed: screens no longer on it
    /// are forgotten, the bound path loses their values, and their
    /// `isPresented` bindings become false.
    func stackDidChange() {
        guard !isApplying, let controller else { return }
        let shown = controller.viewControllers
        let removed = entries.filter { entry in !shown.contains { $0 === entry.controller } }
        guard !removed.isEmpty else { return }
        entries.removeAll { entry in removed.contains { $0 === entry } }
        if removed.contains(where: { $0.value != nil }), let path {
            path.set(entries.compactMap(\.value))
        }
        for entry in removed {
            if case .presented(_, let binding) = entry.source, binding.wrappedValue { binding.wrappedValue = false }
        }
    }
}
