import Dispatch
import TandemReactive
import TandemSupport

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

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        let isNew = updater.primitiveStorage(ifKept: Storage.self) == nil
        let storage = updater.primitiveStorage { Storage() }
        if isNew || !TaskModifier.sameID(storage.id, id) {
            storage.id = id
            let action = self.action, priority = self.priority
            updater.graph.deferAction {
                storage.task?.cancel()
                storage.task = Task(priority: priority) { await action() }
            }
        }
        updater.reconcile(single: content)
    }
}
