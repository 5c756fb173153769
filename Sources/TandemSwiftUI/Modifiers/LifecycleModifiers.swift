import Dispatch
import TandemReactive
import TandemSupport

/// Runs actions when the view appears and disappears (after the update
/// that showed or removed it, where state may be written).
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        node.appearActions = onAppear.map { [$0] } ?? []
        node.disappearActions = onDisappear.map { [$0] } ?? []
        node.reconcile(single: content, environment: node.environment)
    }
}

/// Runs an action when a value changes between updates.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        if let storage = node.modifierStorage as? Storage {
            if storage.value != value {
                let old = storage.value, new = value, action = self.action
                storage.value = value
                node.graph.deferAction { action(old, new) }
            }
        } else {
            node.modifierStorage = Storage(value)
            if initial {
                let value = self.value, action = self.action
                node.graph.deferAction { action(value, value) }
            }
        }
        node.reconcile(single: content, environment: node.environment)
    }
}

/// Subscribes to a publisher while the view is shown and runs an action with each value.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    @MainActor final class Storage: NodeLifetime {
        var action: (P.Output) -> Void
        var cancellable: AnyCancellable?
        init(action: @escaping (P.Output) -> Void) { self.action = action }
        func end() {
            cancellable?.cancel()
            cancellable = nil
        }
    }

    /// A weak reference to the storage that can cross to the publisher's thread.
    final class WeakStorage: @unchecked Sendable {
        weak var storage: Storage?
        @MainActor init(_ storage: Storage) { self.storage = storage }
    }

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        if let storage = node.modifierStorage as? Storage {
            storage.action = action
        } else {
            let storage = Storage(action: action)
            node.modifierStorage = storage
            let publisher = self.publisher
            // Held weakly by the sink: the storage owns the subscription, not the other way round.
            let target = WeakStorage(storage)
            // Subscribed after the update, so values delivered at once may write state.
            node.graph.deferAction { [weak storage] in
                storage?.cancellable = publisher.sink { value in
                    let boxed = UncheckedBox(value)
                    if MainThread.isCurrent {
                        MainActor.assumeIsolated { target.storage?.action(boxed.value) }
                    } else {
                        DispatchQueue.main.async { MainActor.assumeIsolated { target.storage?.action(boxed.value) } }
                    }
                }
            }
        }
        node.reconcile(single: content, environment: node.environment)
    }
}

/// Runs an async action while the view is shown: started when it appears
/// (and again when `id` changes), cancelled when it disappears.
struct TaskModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: (any Equatable)?
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    @MainActor final class Storage: NodeLifetime {
        var task: Task<Void, Never>?
        var id: (any Equatable)?
        func end() {
            task?.cancel()
            task = nil
        }
    }

    static func sameID(_ lhs: (any Equatable)?, _ rhs: (any Equatable)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let a?, let b?): return AnyEquality.equal(a, b)
        default: return false
        }
    }

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        let storage = (node.modifierStorage as? Storage) ?? Storage()
        let isNew = node.modifierStorage == nil
        node.modifierStorage = storage
        if isNew || !TaskModifier.sameID(storage.id, id) {
            storage.id = id
            let action = self.action, priority = self.priority
            node.graph.deferAction {
                storage.task?.cancel()
                storage.task = Task(priority: priority) { await action() }
            }
        }
        node.reconcile(single: content, environment: node.environment)
    }
}

extension View {
    /// Runs `action` after the view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` after the view is removed.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs `action` with the new value when `value` changes between updates.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new values when `value` changes
    /// (and once at first when `initial` is true).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once at first when `initial` is true).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with every value `publisher` emits while the view is shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }

    /// Starts `action` when the view appears; cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again when `id` changes; cancels it when the view disappears.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
