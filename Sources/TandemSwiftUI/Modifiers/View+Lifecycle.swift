import Dispatch
import TandemReactive
import TandemSupport

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
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once at first when `initial` is true).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with every value `publisher` emits while the view is shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }

    /// Starts `action` when the view appears; cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    {
        modifier(TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again when `id` changes; cancels it when the view disappears.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
